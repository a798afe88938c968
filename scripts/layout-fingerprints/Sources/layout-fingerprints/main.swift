import Foundation
import TextMeasure

// Usage: layout-fingerprints REPOSITORY_ROOT CORPUS.jsonl [FONT_FILE ...]
//
// Lays out every corpus text in the four oracle fonts (bundled Inter, DejaVu
// Sans, Noto Sans, Liberation Sans), each with the oracle's fallback chain, at
// 14, 17 and 20 pt and 120, 250, 400 pt and unconstrained widths; then every
// text again in Inter 17 pt at 250 pt with each drawing option set, line
// break mode, kerning, paragraph style and the iOS-parity metrics profile,
// and in the system font with Fontconfig's fallback; then every text, and
// texts whose kerning or ligatures reach across spaces, in Liberation Serif
// (whose legacy `kern` table pairs the space with capitals) and in each
// FONT_FILE, at 17 pt and 120, 250 pt and unconstrained widths. Prints one
// line per layout: its name, then everything it says. compare-layouts.sh
// builds this tool against each commit, and checks that both print the
// same cases. One engine lays out everything, so its caches are warm: a
// text in a second size or width finds its words shaped at the first, and
// texts find the words of texts laid out before them.

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  FileHandle.standardError.write(Data("usage: layout-fingerprints REPOSITORY_ROOT CORPUS.jsonl [FONT_FILE ...]\n".utf8))
  exit(2)
}
let root = URL(fileURLWithPath: arguments[1])
let corpus = try String(contentsOf: URL(fileURLWithPath: arguments[2]), encoding: .utf8)
  .split(separator: "\n").map { line -> (id: String, text: String) in
    let row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
    return (row["id"] as! String, row["text"] as! String)
  }

/// The oracle's fallback chain (shared/oracle/oracle_common.py FALLBACK_FONTS).
let chainFiles = [
  "truetype/noto/NotoSans-Regular.ttf", "truetype/noto/NotoSansArabic-Regular.ttf",
  "truetype/noto/NotoSansHebrew-Regular.ttf", "truetype/noto/NotoSansThai-Regular.ttf",
  "truetype/noto/NotoSansDevanagari-Regular.ttf", "opentype/noto/NotoSansCJK-Regular.ttc",
  "truetype/noto/NotoColorEmoji.ttf", "truetype/noto/NotoSansSymbols-Regular.ttf",
  "truetype/noto/NotoSansSymbols2-Regular.ttf", "truetype/noto/NotoSansMath-Regular.ttf",
  "truetype/dejavu/DejaVuSans.ttf",
].map { URL(fileURLWithPath: "/usr/share/fonts/" + $0) }
let primaryFiles = [
  ("inter", root.appendingPathComponent("Fonts/Inter/Inter-Regular.otf")),
  ("dejavu", URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")),
  ("noto", URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf")),
  ("liberation", URL(fileURLWithPath: "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf")),
]
let chain = try chainFiles.map { (file: $0, font: try Font(fileURL: $0, size: 1)) }

/// `primary`, read from `file`, with the chain (without that file) as its
/// exact cascade list.
func withChain(_ primary: Font, file: URL, size: Double) -> Font {
  primary.withCascadeList(chain.filter { $0.file.path != file.path }.map(\.font), systemFallback: false)
    .withSize(size)
}

func bits(_ value: Double) -> String { String(value.bitPattern, radix: 16) }
func bits(_ rect: CGRect) -> String {
  [rect.minX, rect.minY, rect.width, rect.height].map { bits(Double($0)) }.joined(separator: ",")
}

/// Everything a layout says.
func fingerprint(_ layout: TextLayout) -> String {
  var rows = ["rect \(bits(layout.boundingRect)) truncated \(layout.isTruncated)"]
  for line in layout.lines {
    rows.append(
      "line \(line.range) w \(bits(line.width)) o \(bits(Double(line.origin.x))),\(bits(Double(line.origin.y))) "
        + "h \(bits(line.height)) a \(bits(line.ascent)) d \(bits(line.descent)) l \(bits(line.leading)) "
        + "b \(bits(line.baseline)) \(line.breakReason) rtl \(line.isRightToLeft) cut \(line.isTruncated) "
        + line.text.debugDescription)
    for run in line.runs {
      rows.append(
        "  run \(run.font.fontName) \(bits(run.font.pointSize)) \(run.range) \(run.script) rtl \(run.isRightToLeft) "
          + "\(run.kind) g \(run.glyphs) c \(run.clusters) "
          + "p \(run.positions.map { bits(Double($0.x)) + "," + bits(Double($0.y)) }) "
          + "a \(run.advances.map(bits))")
    }
  }
  return rows.joined(separator: " | ")
}

func emit(_ name: String, _ body: () throws -> String) {
  let row: String
  do { row = try body() } catch { row = "error \(error)" }
  print("\(name)\t\(row)")
}

let measurer = TextMeasurer()
let wrapping = TextLayoutOptions()

// 1. The corpus matrix: texts × fonts with fallback × sizes × widths.
for (key, file) in primaryFiles {
  let primary = try Font(fileURL: file, size: 1)
  for size in [14.0, 17, 20] {
    let font = withChain(primary, file: file, size: size)
    for width in [120.0, 250, 400, Double.infinity] {
      for message in corpus {
        let text = AttributedText(message.text, attributes: TextAttributes(font: font))
        let box = CGSize(width: width, height: Double.infinity)
        emit("\(message.id)@\(key)-\(Int(size))-\(width)") {
          let layout = try measurer.layout(text, constrainedTo: box, options: wrapping)
          let rect = try measurer.boundingRect(text, constrainedTo: box, options: wrapping)
          return fingerprint(layout) + " | sized \(bits(rect))"
        }
      }
    }
  }
}

// 2. Inter 17 pt at 250 pt: options, modes, kerning, paragraph styles, profiles.
let inter = withChain(try Font(fileURL: primaryFiles[0].1, size: 1), file: primaryFiles[0].1, size: 17)
let box = CGSize(width: 250, height: Double.infinity)
let optionSets: [(String, TextLayoutOptions)] = [
  ("none", TextLayoutOptions(lines: .single, addsFontLeading: false)),
  ("origin", TextLayoutOptions(addsFontLeading: false)),
  ("device", TextLayoutOptions(addsFontLeading: false, measuresInkBounds: true)),
  ("single-device", TextLayoutOptions(lines: .single, measuresInkBounds: true)),
]
var styles: [(String, ParagraphStyle)] = LineBreakMode.allCases.map { mode in
  var style = ParagraphStyle()
  style.lineBreakMode = mode
  return ("mode\(mode.rawValue)", style)
}
var spaced = ParagraphStyle()
spaced.lineSpacing = 3
spaced.paragraphSpacing = 5
spaced.paragraphSpacingBefore = 2
spaced.lineHeightMultiple = 1.2
spaced.firstLineHeadIndent = 12
spaced.headIndent = 4
spaced.tailIndent = -10
spaced.alignment = .center
styles.append(("spaced", spaced))
var limited = ParagraphStyle()
limited.minimumLineHeight = 30
limited.maximumLineHeight = 18
limited.alignment = .right
limited.baseWritingDirection = .rightToLeft
limited.defaultTabInterval = 40
styles.append(("limited", limited))

for message in corpus {
  for (name, options) in optionSets {
    emit("\(message.id)@options-\(name)") {
      fingerprint(try measurer.layout(AttributedText(message.text, attributes: TextAttributes(font: inter)), constrainedTo: box, options: options))
    }
  }
  for (name, style) in styles {
    emit("\(message.id)@style-\(name)") {
      let text = AttributedText(message.text, attributes: TextAttributes(font: inter, paragraphStyle: style))
      return fingerprint(try measurer.layout(text, constrainedTo: box, options: wrapping))
    }
  }
  for kern in [0, 1.5, -0.3] {
    emit("\(message.id)@kern\(kern)") {
      let text = AttributedText(message.text, attributes: TextAttributes(font: inter, kern: kern))
      return fingerprint(try measurer.layout(text, constrainedTo: box, options: wrapping))
    }
  }
  emit("\(message.id)@height60-truncating") {
    let text = AttributedText(message.text, attributes: TextAttributes(font: inter))
    return fingerprint(
      try measurer.layout(
        text, constrainedTo: CGSize(width: 120, height: 60),
        options: TextLayoutOptions(truncatesLastVisibleLine: true)))
  }
  emit("\(message.id)@mixed") {
    var text = AttributedText("", attributes: TextAttributes(font: inter))
    let half = message.text.index(message.text.startIndex, offsetBy: message.text.count / 2)
    text.append(String(message.text[..<half]), attributes: TextAttributes(font: inter, kern: 0.5))
    text.append(String(message.text[half...]), attributes: TextAttributes(font: inter.withSize(22), language: "ja"))
    return fingerprint(try measurer.layout(text, constrainedTo: box, options: wrapping))
  }
  emit("\(message.id)@ios-parity") {
    let text = AttributedText(message.text, attributes: TextAttributes(font: inter))
    return fingerprint(try TextMeasurer(metricsProfile: .iOSParity).layout(text, constrainedTo: box, options: wrapping))
  }
  emit("\(message.id)@system") {
    let text = AttributedText(message.text, attributes: TextAttributes(font: .systemFont(ofSize: 17)))
    return fingerprint(try measurer.layout(text, constrainedTo: box, options: wrapping))
  }
}

// 3. Fonts whose lookups reach across spaces: every text, and texts made to
// meet those lookups, at 17 pt.
let crossSpaceTexts = [
  "Tx x T A", "a T b", "the A team", "x x", "a x b", "the x x T", "HELLO - WORLD", "a - b", "2 x 3", "AT TA  AV",
  "To Tea at The Alps", "x  x", "A  T  A", "the team A T x", "Yo! A Very Tall Wave",
]
let crossSpaceFiles =
  [URL(fileURLWithPath: "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf")]
  + arguments.dropFirst(3).map { URL(fileURLWithPath: $0) }
for file in crossSpaceFiles {
  let font = withChain(try Font(fileURL: file, size: 1), file: file, size: 17)
  for width in [120.0, 250, Double.infinity] {
    for (id, text) in corpus + crossSpaceTexts.enumerated().map({ ("cross\($0.offset)", $0.element) }) {
      emit("\(id)@\(file.deletingPathExtension().lastPathComponent)-\(width)") {
        let text = AttributedText(text, attributes: TextAttributes(font: font))
        return fingerprint(try measurer.layout(text, constrainedTo: CGSize(width: width, height: Double.infinity)))
      }
    }
  }
}
