// README.md's bubble example, compiled: the import lines, then the lines
// between the markers (ReadmeCodeBlockTests checks that README shows them verbatim).
import BubbleLayout

func bubbleExample() throws -> BubbleMeasurement {
  // README begins
  let message = ChatMessage(id: "1", text: "Hello Susi", isOutgoing: false)
  let jsq = try JSQBubbleSizer().measure(message, viewWidth: 375)
  print(jsq.textRect, jsq.bubbleFrame, jsq.cellSize)
  // README ends
  return jsq
}
