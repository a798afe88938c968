import Foundation

/// The laid-out text: every line with its glyphs, and the rect that
/// `boundingRect(with:options:attributes:context:)` returns.
///
/// Made by ``TextMeasurer``'s `layout` methods; the CLI, the bubble layer
/// and the renderer all read this one structure.
public struct TextLayout: Sendable, Equatable {
  /// The fields, shared by every copy: copying a layout (out of the cache,
  /// into an array) is one reference count.
  private final class Storage: Sendable {
    let text: AttributedText
    let lines: [Line]
    let constraint: CGSize
    let options: TextLayoutOptions
    let boundingRect: CGRect
    let isTruncated: Bool

    init(
      text: AttributedText, lines: [Line], constraint: CGSize, options: TextLayoutOptions,
      boundingRect: CGRect, isTruncated: Bool
    ) {
      self.text = text
      self.lines = lines
      self.constraint = constraint
      self.options = options
      self.boundingRect = boundingRect
      self.isTruncated = isTruncated
    }
  }

  private let storage: Storage

  init(
    text: AttributedText, lines: [Line], constraint: CGSize, options: TextLayoutOptions, boundingRect: CGRect,
    isTruncated: Bool
  ) {
    storage = Storage(
      text: text, lines: lines, constraint: constraint, options: options, boundingRect: boundingRect,
      isTruncated: isTruncated)
  }

  /// The text that was laid out.
  public var text: AttributedText { storage.text }
  /// The lines, top to bottom. Empty for an empty text, and when not even
  /// the first line fits a finite height.
  public var lines: [Line] { storage.lines }
  /// The constraint that was asked for (`.infinity` = none; the
  /// Foundation-style `boundingRect` passes `.infinity` for its 0 or less).
  public var constraint: CGSize { storage.constraint }
  /// The options that were asked for.
  public var options: TextLayoutOptions { storage.options }
  /// The rect `boundingRect` returns: unrounded, in points.
  ///
  /// With ``TextLayoutOptions/Lines/multiple`` lines its origin is the
  /// top-left of the first line fragment (x moved by the first line's head
  /// indent), its width the widest line's used width and its height the sum
  /// of the line fragments and paragraph spacing. With
  /// ``TextLayoutOptions/Lines/single`` the text is one line: origin.y is
  /// minus the line's ascent (the rect sits above the baseline origin).
  /// ``TextLayoutOptions/measuresInkBounds`` gives the glyphs' ink bounds
  /// instead.
  public var boundingRect: CGRect { storage.boundingRect }
  /// Whether some text is not shown in full: lines beyond a finite height
  /// were dropped, or a line was truncated or clipped.
  public var isTruncated: Bool { storage.isTruncated }

  /// Whether two layouts have the same text, lines, constraint, options,
  /// rect and truncation.
  public static func == (lhs: TextLayout, rhs: TextLayout) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.boundingRect == rhs.boundingRect && lhs.isTruncated == rhs.isTruncated
        && lhs.constraint == rhs.constraint && lhs.options == rhs.options && lhs.lines == rhs.lines
        && lhs.text == rhs.text)
  }

  /// `boundingRect.size`.
  public var size: CGSize { boundingRect.size }
  /// The used width of the widest line; 0 when every line is narrower than
  /// nothing (as ``boundingRect`` is then 0 wide).
  public var width: Double { max(lines.map(\.width).max() ?? 0, 0) }

  /// The memory the layout takes, in bytes (for the cache's budget): its
  /// lines and their glyph runs' arrays.
  var byteCount: Int {
    var bytes = 128 + lines.capacity * MemoryLayout<Line>.stride
    for line in lines {
      for run in line.runs {
        bytes += 96 + run.glyphs.capacity * 4 + run.positions.capacity * 16 + run.advances.capacity * 8
          + run.clusters.capacity * 8 + run.script.utf8.count
      }
    }
    return bytes
  }
}
