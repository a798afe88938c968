import Foundation

/// The date formats of the styles' labels, deterministic: the `en_US_POSIX`
/// locale and UTC, whatever the machine's settings, so that a conversation
/// always shows the same texts. (The conversation format's dates carry
/// their own offsets, but a `Date` is an instant: labels show it in UTC.)
public enum LabelDateFormat {
  /// JSQ's `JSQMessagesTimestampFormatter`: a medium date and a short time,
  /// "May 3, 2024 6:02 PM".
  public static let jsqTimestamp = "MMM d, yyyy h:mm a"
  /// The default branch of MessageKit's `MessageKitDateFormatter`,
  /// "May 3, 2024, 6:02 PM".
  public static let messageKitDate = "MMM d, yyyy, h:mm a"
  /// A short time, "6:02 PM" (MessageKit's example's bottom label *(chosen)*,
  /// SUSI iOS's time label).
  public static let time = "h:mm a"
  /// `-[NSDate description]`, which the SMS tutorial shows: "2024-05-03 18:02:11 +0000".
  public static let dateDescription = "yyyy-MM-dd HH:mm:ss Z"

  /// `date` in `pattern` (a Unicode date pattern), in `en_US_POSIX` and UTC.
  public static func string(from date: Date, pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }
}
