import Foundation
import Testing
import TextMeasure

@testable import BubbleLayout

/// The text-view model makes the chat libraries' magic numbers unnecessary:
/// JSQ's "+2" and MessageKit PR #824's "+5" stand in for what a text view
/// really takes from its width and height (`lineFragmentPadding` on both
/// sides, `textContainerInset`), which the model adds exactly.
@Suite struct TextViewModelTests {
  /// Real chat strings (copied from the shared public chat corpus; ids in comments).
  static let texts: [String] = [
    "Hello Susi",  // tut-000
    "I love FossAsia",  // tut-001
    // tut-002
    "Lorem Ipsum is simply dummy text of the printing and typesetting industry. Lorem Ipsum has been the industry's standard dummy text ever since the 1500s",
    // tut-003
    "The standard chunk of Lorem Ipsum used since the 1500s is reproduced below for those interested. Sections 1.10.32 and 1.10.33 from de Finibus Bonorum et Malorum",
    "on my way",  // short-010
    "Sounds good",  // short-023
    "Hey, are you still coming to dinner tonight?",  // en-000
    "Did you see the game last night? Unbelievable ending.",  // en-004
    "Thanks so much for your help with the move yesterday.",  // en-010
    "Let me know when you're free to talk about the budget.",  // en-013
    "Traffic is terrible on the highway, take the back roads.",  // en-021
    "Which color do you prefer for the living room, blue or green?",  // en-042
    "Is it okay if I bring a friend to the party?",  // en-046
    "Je suis en retard, désolé, le métro est bloqué à Châtelet.",  // fr-004
    "« Le Petit Prince » est mon livre préféré ; je l'ai lu dix fois.",  // fr-007
    "¿Dónde dejaste las llaves del coche? No las encuentro por ningún lado.",  // es-003
    "Esta película es una obra maestra, aunque el final es un poco confuso, ¿no crees?",  // es-010
    "Electroencefalografista y esternocleidomastoideo son palabras muy largas.",  // es-011
    "Donaudampfschifffahrtsgesellschaftskapitän ist ein berühmtes langes Wort.",  // de-000
    "Café and naïve written with combining accents",  // comb-000
    "Phở bò tái chín, bánh mì, cà phê sữa đá",  // comb-004
    // para-002
    "I've been thinking a lot about what you said the other day, and you're right. I've been so caught up with work that I haven't been there for the people who matter. I'm going to try to do better, starting with actually taking my vacation days this year instead of letting them expire again.",
    // multi-008
    "First paragraph is short.\n\nThe second paragraph is considerably longer and will definitely wrap across several lines in a narrow chat bubble, which is the whole point of including it here.",
    "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch is a real village in Wales",  // long-014
    "SELECT * FROM users WHERE created_at > '2024-01-01' ORDER BY id DESC LIMIT 10;",  // code-005
  ]
  static let widths: [Double] = [250, 263, 196]
  static let font = Font.systemFont(ofSize: 17)

  /// The lines `boundingRect` gives at `width`: what the bubble was sized for.
  static func intended(_ text: String, width: Double) throws -> TextLayout {
    try TextMeasurer().layout(text, font: font, width: width)
  }

  @Test func naiveSizing_showsOtherLines_theModelShowsTheIntendedOnes() throws {
    // UIKit's defaults: lineFragmentPadding 5, textContainerInset {8, 0, 8, 0}.
    let textView = TextViewModel(font: Self.font)
    var naiveMismatches = 0
    var jsqMagicMismatches = 0
    var pr824MagicMismatches = 0
    for width in Self.widths {
      for text in Self.texts {
        let intended = try Self.intended(text, width: width)
        let raw = intended.boundingRect

        // Naive: a text view as wide as the ceiled boundingRect (plus a magic number).
        let ceiledWidth = Double(raw.width).rounded(.up)
        func shownLineCount(slack: Double) throws -> Int {
          try textView.layout(text, viewWidth: ceiledWidth + slack).layout.lines.count
        }
        if try shownLineCount(slack: 0) != intended.lines.count { naiveMismatches += 1 }
        if try shownLineCount(slack: 2) != intended.lines.count { jsqMagicMismatches += 1 }
        if try shownLineCount(slack: 5) != intended.lines.count { pr824MagicMismatches += 1 }

        // The model: the widest line + 2 × padding + insets, by + the vertical insets; no magic.
        let fitting = try textView.fittingSize(for: text, maxWidth: width + 2 * 5 + (0 + 0))
        #expect(abs(Double(fitting.width) - (Double(raw.width) + 2 * 5 + (0 + 0))) < 1e-9)
        #expect(abs(Double(fitting.height) - (Double(raw.height) + (8 + 8))) < 1e-9)
        let shown = try textView.layout(text, viewWidth: Double(fitting.width))
        #expect(shown.layout.lines.map(\.text) == intended.lines.map(\.text), "\(text) at \(width)")
        #expect(shown.viewSize.height == fitting.height)
      }
    }
    // The width a padded text view loses is 2 × 5 = 10 pt: neither 2 nor 5 covers it.
    #expect(naiveMismatches >= 1)
    #expect(jsqMagicMismatches >= 1)
    #expect(pr824MagicMismatches >= 1)
  }

  @Test func naiveHeight_plusFive_stillClipsLines() throws {
    // The naive view wraps into more lines than the ceiled boundingRect height (+ insets + 5) holds.
    let textView = TextViewModel(font: Self.font)
    var clipped = 0
    for width in Self.widths {
      for text in Self.texts {
        let raw = try Self.intended(text, width: width).boundingRect
        let naive = try textView.layout(text, viewWidth: Double(raw.width).rounded(.up))
        if Double(naive.viewSize.height) > Double(raw.height).rounded(.up) + (8 + 8) + 5 { clipped += 1 }
      }
    }
    #expect(clipped >= 1)
  }

  @Test func jsqsTextView_needsNoMagic() throws {
    // JSQ's cell text view: lineFragmentPadding 0, textContainerInset {7, 14, 7, 14}. A view
    // exactly CGRectIntegral(rect) + 28 wide and + 14 high shows the measured lines: the +2s are slack.
    let textView = JSQLayoutConfiguration().cellTextView()
    for width in Self.widths {
      for text in Self.texts {
        let intended = try Self.intended(text, width: width)
        let s = JSQTestSupport.integralSize(intended.boundingRect)
        let shown = try textView.layout(text, viewWidth: Double(s.width) + 14 + 14)
        #expect(shown.layout.lines.map(\.text) == intended.lines.map(\.text), "\(text) at \(width)")
        #expect(Double(shown.viewSize.height) <= Double(s.height) + 7 + 7)
        // And the model's own fitting size is the unrounded text plus exactly the insets.
        let fitting = try textView.fittingSize(for: text, maxWidth: width + 28)
        #expect(abs(Double(fitting.width) - (Double(intended.boundingRect.width) + 28)) < 1e-9)
      }
    }
  }
}
