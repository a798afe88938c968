import Foundation
import SnapshotTesting
import TextRender

extension Diffing where Value == SnapshotImage {
  /// Compares bitmaps pixel by pixel through
  /// `Bitmap.difference(from:tolerance:)`, storing them as PNG
  /// files read at `scale` pixels per point.
  ///
  /// A failure message gives the count of differing pixels, the largest
  /// channel difference, the share against the one allowed and the sizes
  /// when they differ, and names the difference image (differing pixels
  /// red, the others the reference in light grey): written to a file,
  /// because Linux has no test attachments, and attached as
  /// `difference.png` where the test runner takes attachments.
  ///
  /// - Parameters:
  ///   - scale: The pixels per point of the stored PNG files: 1, 2 or 3.
  ///   - tolerance: How different the pixels may be and still match.
  public static func image(scale: Int, tolerance: DiffTolerance) -> Diffing {
    .diff(
      toData: { image in
        do {
          return try image.get().pngData()
        } catch {
          return Data("\(error)".utf8)
        }
      },
      fromData: { data in SnapshotImage { try Bitmap(pngData: data, scale: scale) } },
      diffV2: { reference, actual in compare(reference, actual, tolerance: tolerance) })
  }

  /// nil when `actual` matches `reference` within `tolerance`; otherwise
  /// why not, with the difference image.
  private static func compare(
    _ reference: SnapshotImage, _ actual: SnapshotImage, tolerance: DiffTolerance
  ) -> (String, [DiffAttachment])? {
    let actualBitmap: Bitmap
    let referenceBitmap: Bitmap
    switch (actual, reference) {
    case (.failure(let error), _): return ("The snapshot could not be drawn: \(error)", [])
    case (_, .failure(let error)): return ("The reference is not a PNG image: \(error)", [])
    case (.success(let drawn), .success(let read)): (actualBitmap, referenceBitmap) = (drawn, read)
    }
    do {
      let difference = try actualBitmap.difference(from: referenceBitmap, tolerance: tolerance)
      guard !difference.isWithinTolerance else { return nil }
      let png = try difference.image.pngData()
      let file = try DifferenceImageFile.write(png)
      let message =
        "\(difference): \(percent(difference.differingShare)) of the pixels, "
        + "\(percent(tolerance.maximumDifferingShare)) allowed"
        + (difference.sizesMatch ? "" : " (actual \(size(of: actualBitmap)), reference \(size(of: referenceBitmap)))")
        + ".\nDifference image (differing pixels red): \(file.path)"
      return (message, [.data(png, name: "difference.png")])
    } catch {
      return ("The images could not be compared: \(error)", [])
    }
  }

  /// A share as a percentage with up to three decimals, e.g. "0.2 %".
  private static func percent(_ share: Double) -> String {
    SnapshotNumber.text(share * 100) + " %"
  }

  /// A bitmap's size in pixels, e.g. "512 × 84 px".
  private static func size(of bitmap: Bitmap) -> String {
    "\(bitmap.pixelWidth) × \(bitmap.pixelHeight) px"
  }
}
