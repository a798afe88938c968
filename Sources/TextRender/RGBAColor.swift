import BubbleLayout

/// The colour TextRender paints with: BubbleLayout's ``BubbleLayout/PresetColor``.
///
/// sRGB components and straight (not premultiplied) alpha, each 0...1, as
/// `UIColor(red:green:blue:alpha:)`; a preset's `appearance` colours draw as
/// they are. `RGBAColor(white: 1)`, `.black` and `.rgb(red:green:blue:)`
/// (0...255) make common ones.
public typealias RGBAColor = PresetColor
