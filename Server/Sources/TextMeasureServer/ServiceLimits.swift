import TextMeasureBatch

/// The bounds a sizing service holds every request to, so that no request,
/// however large or slow, holds memory, a thread or a connection for long.
/// Each has a flag and an environment variable (``ServeCommand``).
public struct ServiceLimits: Sendable, Equatable {
  /// The most bytes a request body may have; a longer one is answered 413.
  public var maxBodyBytes = 4 << 20
  /// The most UTF-16 units a request's text may have (its runs' together);
  /// a longer one is answered 422. At most ``BatchLimits/textLength``.
  public var maxTextLength = BatchLimits.textLength
  /// The most requests a body may hold (elements of an array, lines of
  /// JSONL); more are answered 413.
  public var maxRequestsPerBody = 1_000
  /// The most bytes of answers one body may get; a body whose answers
  /// come to more is answered 422 at the request that went over. Answers
  /// are held until the last one is made (a body is answered whole or not
  /// at all), so this bounds a request's memory for its answers, which
  /// `"returns": "glyphs"` makes about 80 bytes a character: the default
  /// admits one text of ``BatchLimits/textLength`` characters with its
  /// glyphs.
  public var maxAnswerBytes = 16 << 20
  /// The most pixels a drawn PNG may have (at ``RenderRoute/scale``); a
  /// larger drawing is answered 422.
  public var maxImagePixels = 4_000_000
  /// How long a request may take, its body's reading included; a slower
  /// one is answered 503. Checked while the body is read and between the
  /// requests of a body.
  public var requestTimeout = Duration.seconds(10)
  /// The most requests answered at once; more are answered 503 at once.
  public var maxConcurrentRequests = 64
  /// How long a connection may send nothing before it is closed.
  public var idleTimeout = Duration.seconds(30)

  /// The default limits.
  public init() {}
}
