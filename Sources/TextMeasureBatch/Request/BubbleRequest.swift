import BubbleLayout
import TextMeasure

/// A request to size one message's bubble and cell in a chat style: the
/// message's `text`, whether it is `outgoing`, the list's `view_width`, and
/// for JSQ whether the slack is `exact`, and the style's `configuration`.
struct BubbleRequest {
  /// The keys a bubble request may have.
  static let keys = ["id", "style", "text", "outgoing", "view_width", "exact", "metrics_profile", "configuration"]

  var style: ChatStyle
  var message: ChatMessage
  var viewWidth: Double
  var exact: Bool
  /// The style's settings the request changes.
  var configuration: any BubbleConfiguration
  /// The request's metrics profile; nil for the batch measurer's.
  var metricsProfile: MetricsProfileName?

  /// The bubble request `members` make, whose `style` is given and whose
  /// text may have `maximumTextLength` UTF-16 units.
  ///
  /// - Throws: ``BatchError`` naming the path of a key a bubble request
  ///   does not have, a missing text, a text beyond the limit, a
  ///   configuration key the style does not have or a value of the wrong
  ///   type or out of range, or a view too narrow for the style's cells
  ///   (with the section insets the configuration gives).
  init(_ members: RequestMembers, style: ChatStyle, maximumTextLength: Int) throws {
    try members.checkKeys(Self.keys, of: "a bubble request")
    self.style = style
    guard let text = members.run.text else { throw BatchError(at: [JSONObjectKey("text")], "missing") }
    try BatchLimits.checkTextLength(text.utf16.count, limit: maximumTextLength, at: [JSONObjectKey("text")])
    message = ChatMessage(id: "request", text: text, isOutgoing: members.outgoing ?? false)
    exact = members.exact ?? false
    if var scanner = members.configuration {
      configuration = try style.configurationType.read(at: [JSONObjectKey("configuration")], from: &scanner)
    } else {
      configuration = style.configurationType.init()
    }
    viewWidth = members.viewWidth ?? 375
    let sectionInset = configuration.conversationStyle(measurer: TextMeasurer(), exact: exact, fonts: [:]).sectionInset
    guard viewWidth > sectionInset.horizontal else {
      throw BatchError(
        at: [JSONObjectKey("view_width")],
        "must be more than \(sectionInset.horizontal.jsonText) points for the \(style.rawValue) style, whose "
          + "cells are the view less its section insets")
    }
    metricsProfile = members.metricsProfile
  }
}
