import TextRender

/// What the image strategies compare: the drawn bitmap, or the error that
/// kept it from being drawn (a size past `Bitmap`'s limits, an
/// empty conversation, a scale other than 1, 2 or 3).
///
/// A strategy cannot throw, so a drawing error travels to the comparison,
/// which fails with the error's description. Recorded, a failure (or a
/// bitmap that cannot be encoded) is written as its description in text, so
/// the next comparison fails saying the reference is not a PNG.
public typealias SnapshotImage = Result<Bitmap, any Error>
