import BubbleLayout
import TextMeasure

/// A request to size one message's bubble and cell in a chat style: the
/// message's `text`, whether it is `outgoing`, the list's `view_width`, and
/// for JSQ whether the slack is `exact`.
struct BubbleRequest {
  /// The keys a bubble request may have.
  static let keys = ["id", "style", "text", "outgoing", "view_width", "exact", "metrics_profile"]

  var style: ChatStyle
  var message: ChatMessage
  var viewWidth: Double
  var exact: Bool
  /// The request's metrics profile; nil for the batch measurer's.
  var metricsProfile: MetricsProfileName?

  /// The request in `object`, whose `style` is given.
  ///
  /// - Throws: ``BatchError`` naming the path of the first value that is
  ///   missing, unknown, of the wrong type or out of range.
  init(_ object: KeyedDecodingContainer<JSONObjectKey>) throws {
    guard let style = try object.choice("style", of: ChatStyle.self) else {
      throw BatchError(at: object.codingPath + [JSONObjectKey("style")], "missing")
    }
    self.style = style
    let text = try object.decode(String.self, forKey: JSONObjectKey("text"))
    guard text.utf16.count <= BatchLimits.textLength else {
      throw BatchError(
        at: object.codingPath + [JSONObjectKey("text")],
        "the text must have at most \(BatchLimits.textLength) UTF-16 units, it has \(text.utf16.count)")
    }
    let outgoing = try object.value("outgoing", as: Bool.self) ?? false
    message = ChatMessage(id: "request", text: text, isOutgoing: outgoing)
    viewWidth = try object.number("view_width", in: 0...BatchLimits.length) ?? 375
    guard style.fits(viewWidth: viewWidth) else {
      throw BatchError(
        at: object.codingPath + [JSONObjectKey("view_width")],
        "must be more than \(style.sectionInset.horizontal.jsonText) points for the \(style.rawValue) style, whose "
          + "cells are the view less its section insets")
    }
    exact = try object.value("exact", as: Bool.self) ?? false
    metricsProfile = try object.choice("metrics_profile", of: MetricsProfileName.self)
  }
}
