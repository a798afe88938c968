import Foundation
import HummingbirdTesting
import Testing
import TextMeasureServer

/// A request names fonts inside the service's font directories only, and an
/// error about a font names none of the server's paths.
@Suite struct FontDirectoryRouteTests {
  /// Font fields a request may not use: an absolute path (of a real font),
  /// a path out of the directory, a system file, a family installed on the
  /// machine but not in the directory.
  static let refused: [(field: String, value: String)] = [
    ("font_file", ServiceFixture.inter.path),
    ("font_file", "../Inter/Inter-Regular.otf"),
    ("font_file", "../../../../../../etc/passwd"),
    ("font_file", "Inter-Regular.otf/.."),
    ("font", "DejaVu Sans"),
  ]

  @Test(arguments: refused)
  func aFontOutsideTheDirectories_is422_andTheMessageNamesNoServerPath(field: String, value: String) async throws {
    let line = #"{"text":"a","\#(field)":"\#(value)","size":17}"#
    try await ServiceFixture.withService { client in
      let response = try await client.post("/v1/measure", line)
      #expect(response.status == .unprocessableContent)
      let error = try response.errorBody()
      #expect(error["path"] == "$.\(field)")
      let message = error["error"] ?? ""
      #expect(!message.isEmpty)
      // The request's own value may be quoted back; no other path may appear.
      let withoutValue = message.replacingOccurrences(of: value, with: "")
      #expect(!withoutValue.contains("/"), "\(message)")
    }
  }

  @Test func aFontInsideTheDirectories_byRelativePathOrFamily_isMeasured() async throws {
    try await ServiceFixture.withService { client in
      for font in [#""font_file":"Inter-Regular.otf""#, #""font":"Inter""#] {
        let response = try await client.post("/v1/measure", #"{"text":"a",\#(font),"size":17}"#)
        #expect(response.status == .ok, "\(font): \(response.text)")
      }
    }
  }
}
