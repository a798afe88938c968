// README.md's first Swift block, compiled: the import lines, then the lines
// between the markers (ReadmeCodeBlockTests checks that README shows them verbatim).
// The rect is returned as `Any`: naming `CGRect` here would need Foundation,
// which README's block does not import.
import TextMeasure

func oneLineExample() throws -> Any {
  // README begins
  let rect = try TextMeasurer().boundingRect(of: "Hello Susi", font: .systemFont(ofSize: 17), width: 250)
  // README ends
  return rect
}
