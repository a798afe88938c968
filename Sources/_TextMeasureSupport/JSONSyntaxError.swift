import Foundation

/// Where bytes stop being JSON, for the parsers' error messages (SUSI
/// responses, conversations, batch requests).
public enum JSONSyntaxError {
  /// `JSONSerialization`'s description of the syntax error in `data` ("… around
  /// line 3, column 7"), or nil when `data` is JSON. `JSONDecoder` on Linux
  /// does not say where.
  public static func description(in data: Data) -> String? {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
      return nil
    } catch {
      return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
    }
  }
}
