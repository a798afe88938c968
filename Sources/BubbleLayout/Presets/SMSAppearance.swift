import Foundation
import TextMeasure

/// How the SMS bubble tutorial (seed 001) paints its rows: the colours,
/// fonts and image files, as data for a renderer. Sizing does not read it.
public struct SMSAppearance: Sendable, Hashable {
  /// The table view's and the view's background: light blue rgb(219, 226,
  /// 237), chosen to match the bubble image.
  public var backgroundColor = PresetColor.rgb(red: 219, green: 226, blue: 237)
  /// The message label's `textColor` (`darkTextColor`).
  public var messageColor = PresetColor.black
  /// The message label's `textAlignment` (`UITextAlignmentCenter`); the label
  /// also centres its lines vertically, as every `UILabel` does.
  public var messageAlignment = TextAlignment.center
  /// The date label's font: `boldSystemFontOfSize: FONTSIZE`.
  public var dateFont = Font.boldSystemFont(ofSize: 14)
  /// The date label's `textColor` (`darkGrayColor`).
  public var dateColor = PresetColor.darkGray
  /// The date label's `textAlignment` (`UITextAlignmentLeft`).
  public var dateAlignment = TextAlignment.left

  /// The seed's look.
  public init() {}

  /// The seed's image file for a fragment, `bubble_top_left.png` to
  /// `bubble_bottom_right.png`; each file is one fragment, stretched whole
  /// into its view.
  public static func imageName(for position: NineSlice.Position) -> String {
    let rows = ["top", "middle", "bottom"]
    let columns = ["left", "middle", "right"]
    return "bubble_\(rows[position.rawValue / 3])_\(columns[position.rawValue % 3]).png"
  }
}
