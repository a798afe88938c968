import Foundation

/// The laid-out text: every line with its glyphs, and the rect that
/// `boundingRect(with:options:attributes:context:)` returns.
///
/// Made by ``TextMeasurer/layout(_:constrainedTo:options:)``; the CLI, the
/// bubble layer and the renderer all read this one structure.
public struct TextLayout: Sendable {
  /// The text that was laid out.
  public let text: AttributedText
  /// The lines, top to bottom. Empty for an empty text, and when not even
  /// the first line fits a finite height.
  public let lines: [Line]
  /// The constraint that was asked for (0 or infinity = none).
  public let constraint: CGSize
  /// The options that were asked for.
  public let options: StringDrawingOptions
  /// The rect `boundingRect` returns: unrounded, in points.
  ///
  /// With `usesLineFragmentOrigin` its origin is the top-left of the first
  /// line fragment (x moved by the first line's head indent), its width the
  /// widest line's used width and its height the sum of the line fragments
  /// and paragraph spacing. Without it the text is one line: origin.y is
  /// minus the line's ascent (the rect sits above the baseline origin).
  /// `usesDeviceMetrics` gives the glyphs' ink bounds instead.
  public let boundingRect: CGRect
  /// Whether some text is not shown in full: lines beyond a finite height
  /// were dropped, or a line was truncated or clipped.
  public let isTruncated: Bool

  /// `boundingRect.size`.
  public var size: CGSize { boundingRect.size }
  /// The used width of the widest line.
  public var width: Double { lines.map(\.width).max() ?? 0 }
}
