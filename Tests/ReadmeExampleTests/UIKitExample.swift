// README.md's UIKit example, compiled: the import lines, then the lines
// between the markers (ReadmeCodeBlockTests checks that README shows them verbatim).
// Only the UIKit names are visible here: the target imports members only
// from the modules a file imports (MemberImportVisibility).
import TextMeasureUIKit  // was: import UIKit

func uiKitExample() -> CGRect {
  // README begins
  let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
  let estimatedFrame = NSString(string: "Hello Susi").boundingRect(
    with: CGSize(width: 250, height: 1000), options: [.usesLineFragmentOrigin, .usesFontLeading],
    attributes: attributes, context: nil)
  // README ends
  return estimatedFrame
}
