// README.md's engine example, compiled: the import lines, then the lines
// between the markers (ReadmeCodeBlockTests checks that README shows them verbatim).
import TextMeasure

func engineExample() throws -> TextLayout {
  // README begins
  let layout = try TextMeasurer().layout("Hello Susi, 你好", font: .systemFont(ofSize: 17), width: 120)
  print(layout.boundingRect)  // CGRect, unrounded
  for line in layout.lines { print(line.text, line.width, line.baseline, line.breakReason) }
  // README ends
  return layout
}
