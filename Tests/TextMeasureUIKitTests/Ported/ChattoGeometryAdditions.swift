/*
 The MIT License (MIT)

 Copyright (c) 2015-present Badoo Trading Limited.

 Permission is hereby granted, free of charge, to any person obtaining a copy
 of this software and associated documentation files (the "Software"), to deal
 in the Software without restriction, including without limitation the rights
 to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 copies of the Software, and to permit persons to whom the Software is
 furnished to do so, subject to the following conditions:

 The above copyright notice and this permission notice shall be included in
 all copies or substantial portions of the Software.

 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
 THE SOFTWARE.
*/

// Excerpts, verbatim, of Chatto's ChattoAdditions/sources/Common/ files at
// commit fcbcbad7e8bf9691c291ac0be93f98aeccda05ca (UIScreen+Scale,
// CGFloat+, CGPoint+, CGRect+, CGSize+, UIEdgeInsets+ and UIView+Additions):
// the geometry helpers TextBubbleView sizes with. Left out: the Hashable
// conformances of CGSize and UIEdgeInsets (Foundation and TextMeasureUIKit
// declare them already), `CGPoint.clamped(to:)` and `CGSize.bma_rect(inContainer:…)`,
// which it does not use. Imports: `import UIKit` and `import CoreGraphics`
// became `import TextMeasureUIKit`.

import TextMeasureUIKit

public let UIMainScreenScale = UIScreen.main.scale

public extension CGFloat {
    func bma_round(scale: CGFloat = UIMainScreenScale) -> CGFloat {
        return ceil(self * scale) * (1.0 / scale)
    }
}

public extension CGPoint {
    func bma_offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint {
        return CGPoint(x: self.x + dx, y: self.y + dy)
    }
}

public extension CGRect {
    var bma_bounds: CGRect {
        return CGRect(origin: CGPoint.zero, size: self.size)
    }

    var bma_center: CGPoint {
        return CGPoint(x: self.midX, y: self.midY)
    }

    var bma_maxY: CGFloat {
        get {
            return self.maxY
        } set {
            let delta = newValue - self.maxY
            self.origin = self.origin.bma_offsetBy(dx: 0, dy: delta)
        }
    }

    func bma_round(scale: CGFloat = UIMainScreenScale) -> CGRect {
        let origin = CGPoint(x: self.origin.x.bma_round(scale: scale), y: self.origin.y.bma_round(scale: scale))
        return CGRect(origin: origin, size: self.size.bma_round(scale: scale))
    }
}

public extension CGSize {
    func bma_insetBy(dx: CGFloat, dy: CGFloat) -> CGSize {
        return CGSize(width: self.width - dx, height: self.height - dy)
    }

    func bma_outsetBy(dx: CGFloat, dy: CGFloat) -> CGSize {
        return self.bma_insetBy(dx: -dx, dy: -dy)
    }

    func bma_round(scale: CGFloat = UIMainScreenScale) -> CGSize {
        return CGSize(width: self.width.bma_round(scale: scale), height: self.height.bma_round(scale: scale))
    }
}

public extension UIEdgeInsets {
    var bma_horziontalInset: CGFloat {
        return self.left + self.right
    }

    var bma_verticalInset: CGFloat {
        return self.top + self.bottom
    }
}

public extension UIView {
    var bma_rect: CGRect {
        get {
            return CGRect(origin: CGPoint(x: self.center.x - self.bounds.width / 2, y: self.center.y - self.bounds.height), size: self.bounds.size)
        }
        set {
            let roundedRect = newValue.bma_round()
            self.bounds = roundedRect.bma_bounds
            self.center = roundedRect.bma_center
        }
    }
}
