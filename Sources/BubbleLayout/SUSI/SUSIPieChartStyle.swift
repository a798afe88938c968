import Foundation
import TextMeasure

/// How ``SUSILayout`` draws pie charts when it measures them (SUSI iOS has
/// no chart cell; these choices are this library's).
///
/// The chart sits on top, then one legend row per slice: a colour swatch
/// and ``SUSIPieChart/legendText(for:)``, wrapped at the bubble's width (the
/// view width − 16 − ``bubblePadding``). A row is as tall as its text
/// (rounded up) or the swatch, whichever is taller.
public struct SUSIPieChartStyle: Sendable, Hashable {
  /// The chart's diameter: 150 (less when the bubble is narrower).
  public var chartDiameter = 150.0
  /// The legend's font: system 14.
  public var legendFont = Font.systemFont(ofSize: 14)
  /// A swatch's side: 12.
  public var swatchSize = 12.0
  /// Between a swatch and its text: 6.
  public var swatchSpacing = 6.0
  /// Between the chart and the first legend row: 8.
  public var legendSpacing = 8.0
  /// Between legend rows: 4.
  public var rowSpacing = 4.0
  /// Between the bubble and its content, as ``SUSITableStyle/bubblePadding``.
  public var bubblePadding = EdgeInsets(top: 8, left: 8, bottom: 20, right: 8)

  /// The defaults above.
  public init() {}
}
