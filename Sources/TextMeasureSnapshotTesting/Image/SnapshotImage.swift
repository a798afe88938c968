import TextRender

/// What the image strategies compare: the drawn bitmap, or the error that
/// kept it from being drawn (a size past ``TextRender/Bitmap``'s limits, an
/// empty conversation, a scale other than 1, 2 or 3).
///
/// A strategy cannot throw, so a drawing error travels to the comparison,
/// which fails with the error's description. A reference is never read as
/// a failure: recorded from one, its file holds the description as text, and
/// the next comparison fails saying the reference is not a PNG.
public typealias SnapshotImage = Result<Bitmap, any Error>
