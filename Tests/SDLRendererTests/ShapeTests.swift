import CSDL2
import DisplayList
import ScrollCore
import SDLRenderer
import Testing

extension SDLRendererSuites {
    /// Fills, strokes, lines, rounded rects, translucency and opacity, checked pixel by pixel on
    /// a white 64×64 software canvas.
    @Suite struct ShapeTests {
        @Test func filledRectCoversExactlyItsPixels() throws {
            let h = try Harness()
            let stats = h.render { $0.fill(Rect(x: 10, y: 10, width: 20, height: 20), .pureRed) }
            #expect(h.rgb(10, 10) == .red)          // top-left pixel inside
            #expect(h.rgb(29, 29) == .red)          // bottom-right pixel inside (max is exclusive)
            #expect(h.rgb(30, 30) == .white)
            #expect(h.rgb(9, 10) == .white)
            #expect(h.rgb(10, 9) == .white)
            #expect(h.inkCount() == 20 * 20)
            #expect(stats.commands == 1)
            #expect(stats.drawCalls == 1)
        }

        @Test func renderClearsToTheBackground() throws {
            let h = try Harness()
            h.render { $0.fill(Rect(x: 0, y: 0, width: 64, height: 64), .pureRed) }
            h.renderer.background = .pureBlue
            h.render { _ in }
            #expect(h.rgb(5, 5) == .blue)
        }

        @Test func translucentColourBlendsWithWhatIsBelow() throws {
            let h = try Harness()
            h.render {
                $0.fill(Rect(x: 0, y: 0, width: 20, height: 20), Color(red: 0, green: 0, blue: 0, alpha: 0.5))
                $0.fill(Rect(x: 30, y: 0, width: 20, height: 20), .pureBlue)
                $0.fill(Rect(x: 30, y: 0, width: 20, height: 20), Color(red: 1, green: 0, blue: 0, alpha: 0.5))
            }
            // Black at alpha 128/255 over white: 255 × (1 − 128/255) = 127.
            #expect(h.rgb(5, 5).isClose(to: RGB(127, 127, 127)), "got \(h.rgb(5, 5))")
            // Red at alpha ½ over blue: half of each.
            #expect(h.rgb(35, 5).isClose(to: RGB(128, 0, 127)), "got \(h.rgb(35, 5))")
        }

        @Test func opacityHalvesTheAlphaContribution() throws {
            let h = try Harness()
            h.render { list in
                list.withOpacity(0.5) { $0.fill(Rect(x: 0, y: 0, width: 20, height: 20), .pureRed) }
                list.withOpacity(0.5) { inner in
                    inner.withOpacity(0.5) { $0.fill(Rect(x: 30, y: 0, width: 20, height: 20), .black) }
                }
                list.fill(Rect(x: 0, y: 30, width: 20, height: 20), .pureRed)   // after the pops: opaque again
            }
            #expect(h.rgb(5, 5).isClose(to: RGB(255, 127, 127)), "got \(h.rgb(5, 5))")
            // Nested: ½ × ½ = ¼ alpha (64/255) of black over white → 191.
            #expect(h.rgb(35, 5).isClose(to: RGB(191, 191, 191)), "got \(h.rgb(35, 5))")
            #expect(h.rgb(5, 35) == .red)
        }

        @Test func clipCutsAFillExactlyAtItsEdge() throws {
            let h = try Harness()
            h.render { list in
                list.clipped(to: Rect(x: 0, y: 0, width: 15, height: 40)) {
                    $0.fill(Rect(x: 0, y: 0, width: 40, height: 40), .pureRed)
                }
            }
            #expect(h.rgb(14, 20) == .red)
            #expect(h.rgb(15, 20) == .white)
            #expect(h.rgb(14, 39) == .red)
            #expect(h.rgb(14, 40) == .white)
            #expect(h.inkCount() == 15 * 40)
        }

        @Test func nestedClipsIntersectAndPopRestoresTheEnclosingClip() throws {
            let h = try Harness()
            h.render { list in
                list.clipped(to: Rect(x: 0, y: 0, width: 30, height: 30)) { outer in
                    outer.clipped(to: Rect(x: 20, y: 20, width: 30, height: 30)) {
                        $0.fill(Rect(x: 0, y: 0, width: 64, height: 64), .pureRed)
                    }
                    // Back in the outer clip only.
                    outer.fill(Rect(x: 0, y: 0, width: 10, height: 64), .pureBlue)
                }
                list.fill(Rect(x: 60, y: 60, width: 4, height: 4), .black)  // unclipped again
            }
            #expect(h.inkBounds(in: (12, 0, 64, 58))! == (20, 20, 30, 30))  // red: the intersection only
            #expect(h.rgb(20, 20) == .red)
            #expect(h.rgb(29, 29) == .red)
            #expect(h.rgb(19, 25) == .white)
            #expect(h.rgb(30, 25) == .white)
            #expect(h.rgb(5, 29) == .blue)
            #expect(h.rgb(5, 30) == .white)                               // outer clip ends at 30
            #expect(h.rgb(62, 62) == .black)
        }

        @Test func clipUnderATransformUsesTheMappedRect() throws {
            let h = try Harness()
            h.render { list in
                list.transformed(by: .translation(x: 20, y: 0)) { moved in
                    moved.clipped(to: Rect(x: 0, y: 0, width: 10, height: 10)) {
                        $0.fill(Rect(x: -100, y: -100, width: 300, height: 300), .pureRed)
                    }
                }
            }
            #expect(h.inkBounds()! == (20, 0, 30, 10))
        }

        @Test func rotatedSquareBoundingBoxIsWiderThanTheSquare() throws {
            let h = try Harness()
            let square = Rect(x: 22, y: 22, width: 20, height: 20)
            h.render { $0.fill(square, .black) }
            let upright = try #require(h.inkBounds())
            #expect(upright.x1 - upright.x0 == 20)

            h.render { list in
                list.transformed(by: .about(square.center, .rotation(radians: .pi / 4))) { $0.fill(square, .black) }
            }
            let rotated = try #require(h.inkBounds())
            // The diagonal of a 20-point square is 20·√2 ≈ 28.3; rasterisation may lose a pixel per side.
            let width = rotated.x1 - rotated.x0, height = rotated.y1 - rotated.y0
            #expect(width >= 26 && width <= 30, "rotated ink is \(width) wide")
            #expect(height >= 26 && height <= 30, "rotated ink is \(height) tall")
            #expect(h.rgb(32, 32) == .black)                 // centre stays filled
            #expect(h.rgb(23, 23) == .white)                 // the old corner is now outside
            #expect(h.rgb(32, 20) == .black)                 // a new tip above the old top edge
        }

        @Test func roundedRectCornerIsBackgroundWhileCentreIsFilled() throws {
            let h = try Harness()
            let stats = h.render { $0.fillRounded(Rect(x: 10, y: 10, width: 40, height: 40), radius: 12, .pureRed) }
            #expect(h.rgb(10, 10) == .white)       // the corner pixel is cut away
            #expect(h.rgb(11, 12) == .white)
            #expect(h.rgb(30, 30) == .red)         // centre
            #expect(h.rgb(10, 30) == .red)         // middle of the left edge
            #expect(h.rgb(30, 10) == .red)         // middle of the top edge
            #expect(h.rgb(49, 30) == .red)         // middle of the right edge
            #expect(h.rgb(30, 50) == .white)
            // The arc passes the 45° point at 12 − 12/√2 ≈ 3.5 px in from each side.
            #expect(h.rgb(10 + 5, 10 + 5) == .red)
            #expect(h.rgb(10 + 2, 10 + 2) == .white)
            #expect(stats.drawCalls == 1)          // one copy of the cached anti-aliased composite
        }

        /// Coverage anti-aliasing: a black circle of radius 20 on white. Each pixel's darkness is
        /// the share of it inside the circle, which the half-pixel feather approximates as
        /// clamp(r + ½ − d, 0, 1) for a pixel centre at distance d from the circle's centre; edge
        /// pixels get intermediate greys, and straight edges on pixel boundaries stay crisp.
        @Test(arguments: [true, false])
        func circleEdgesHaveIntermediateCoverage(antialiasing: Bool) throws {
            let h = try Harness()
            h.renderer.antialiasing = antialiasing
            h.render { $0.fillRounded(Rect(x: 12, y: 12, width: 40, height: 40), radius: 20, .black) }
            var intermediate = 0, worst = 0.0
            for y in 0..<64 {
                for x in 0..<64 {
                    let d = ((Double(x) + 0.5 - 32) * (Double(x) + 0.5 - 32) + (Double(y) + 0.5 - 32) * (Double(y) + 0.5 - 32)).squareRoot()
                    let coverage = 1 - Double(h.rgb(x, y).r) / 255
                    if coverage > 0.05 && coverage < 0.95 { intermediate += 1 }
                    if antialiasing { worst = max(worst, abs(coverage - min(max(20.5 - d, 0), 1))) }
                }
            }
            if antialiasing {
                // About one pixel in two along the 126 px circumference is partly covered.
                #expect(intermediate > 40)
                // The 16-segment polygon and the linear ramp stay within 0.2 of true coverage.
                #expect(worst < 0.2, "largest coverage error \(worst)")
                // The leftmost edge lies on a pixel boundary (x = 12): dark inside, white outside.
                #expect(h.rgb(12, 32).isClose(to: .black, tolerance: 16) && h.rgb(11, 32).isClose(to: .white, tolerance: 16))
            } else {
                #expect(intermediate == 0)
            }
        }

        @Test func roundedRectRadiusIsClampedToHalfTheShorterSide() throws {
            let h = try Harness()
            h.render { $0.fillRounded(Rect(x: 10, y: 20, width: 40, height: 20), radius: 100, .pureRed) }
            #expect(h.rgb(30, 30) == .red)
            #expect(h.rgb(11, 30) == .red)          // a capsule: the left end is a half circle of radius 10
            #expect(h.rgb(10, 20) == .white)
        }

        @Test func translucentRoundedRectHasNoSeamsBetweenItsTriangles() throws {
            let h = try Harness()
            h.render { $0.fillRounded(Rect(x: 4, y: 4, width: 56, height: 56), radius: 20, Color(red: 0, green: 0, blue: 0, alpha: 0.5)) }
            // A fan edge drawn twice would blend twice and show up darker; a gap would be white.
            var shades = Set<UInt8>()
            for y in 12..<52 { for x in 12..<52 { shades.insert(h.rgb(x, y).r) } }
            #expect(shades.count == 1, "interior shades \(shades.sorted())")
        }

        @Test func adjacentRectsAtFractionalScaleTileWithoutGapsOrOverlap() throws {
            // At 1.5×, 3.3-point rects have edges at 4.95, 9.9, 14.85 px; each shared edge rounds
            // the same way for both rects, so translucent tiles meet exactly.
            let h = try Harness(pixelsPerPoint: 1.5)
            let half = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
            h.render { list in
                for i in 0..<5 { list.fill(Rect(x: 3.3 * Double(i), y: 0, width: 3.3, height: 10), half) }
            }
            var shades = Set<UInt8>()
            for x in 0..<Int((5 * 3.3 * 1.5).rounded()) { shades.insert(h.rgb(x, 5).r) }
            #expect(shades == [127])
            #expect(h.rgb(Int((5 * 3.3 * 1.5).rounded()), 5) == .white)
        }

        @Test func strokeIsDrawnInsideTheRect() throws {
            let h = try Harness()
            h.render { $0.stroke(Rect(x: 10, y: 10, width: 30, height: 20), .pureRed, lineWidth: 2) }
            #expect(h.inkBounds()! == (10, 10, 40, 30))
            #expect(h.rgb(10, 10) == .red)
            #expect(h.rgb(11, 20) == .red)
            #expect(h.rgb(12, 20) == .white)       // hollow inside
            #expect(h.rgb(38, 29) == .red)
            #expect(h.inkCount() == 30 * 20 - 26 * 16)
        }

        /// Issue 15: a highlighted step keeps its rounded corners. A rounded outline is a ring
        /// inside the rect: its straight sides are `lineWidth` wide, its corner is cut away
        /// like the fill's, the inside stays hollow, and the arc's edge pixels are in between.
        @Test func roundedStrokeKeepsItsCorners() throws {
            let h = try Harness()
            let stats = h.render { $0.strokeRounded(Rect(x: 10, y: 10, width: 40, height: 40), radius: 12, .pureRed, lineWidth: 2) }
            #expect(h.rgb(10, 10) == .white)       // the corner is cut away, as a fill's is
            #expect(h.rgb(10, 30) == .red && h.rgb(11, 30) == .red && h.rgb(12, 30) == .white)  // 2 px left side, hollow
            #expect(h.rgb(30, 49) == .red && h.rgb(30, 47) == .white)                           // bottom side
            #expect(h.rgb(30, 30) == .white)       // inside
            // Along the diagonal the ring crosses the arc 12 − 12/√2 ≈ 3.5 px in: partly covered pixels there.
            let diagonal = (0..<8).map { h.rgb(10 + $0, 10 + $0) }
            #expect(diagonal.contains { $0 != .white && $0 != .red }, "anti-aliased arc: \(diagonal)")
            #expect(stats.drawCalls == 1)          // one copy of the cached ring
        }

        @Test func linesHorizontalAndDiagonal() throws {
            let h = try Harness()
            h.render {
                $0.append(.line(from: Point(x: 5, y: 10), to: Point(x: 45, y: 10), .black, lineWidth: 2))
                $0.append(.line(from: Point(x: 10, y: 20), to: Point(x: 50, y: 60), .pureRed, lineWidth: 4))
                $0.append(.line(from: Point(x: 60, y: 20), to: Point(x: 40, y: 40), .pureBlue, lineWidth: 1))
            }
            #expect(h.inkBounds(in: (0, 0, 64, 15))! == (5, 9, 45, 11))   // 2 px tall, centred on y = 10
            #expect(h.rgb(30, 40) == .red)         // on the thick diagonal
            #expect(h.rgb(30, 30) == .white)       // off it
            // The anti-aliased hairline x + y = 80 runs through the centre of pixel (49, 30) and
            // the corner of (50, 30): the one mostly blue, the other a light tint.
            #expect(h.rgb(49, 30).b == 255 && h.rgb(49, 30).r < 128, "\(h.rgb(49, 30))")
            #expect(h.rgb(50, 30).b == 255 && h.rgb(50, 30).r > 128 && h.rgb(50, 30) != .white, "\(h.rgb(50, 30))")
        }

        @Test func pixelsPerPointTwoDoublesTheFootprint() throws {
            let h1 = try Harness(width: 64, height: 64, pixelsPerPoint: 1)
            let h2 = try Harness(width: 64, height: 64, pixelsPerPoint: 2)
            let rect = Rect(x: 5, y: 5, width: 10, height: 10)
            h1.render { $0.fill(rect, .black) }
            h2.render { $0.fill(rect, .black) }
            #expect(h1.inkBounds()! == (5, 5, 15, 15))
            #expect(h2.inkBounds()! == (10, 10, 30, 30))
            #expect(h2.inkCount() == 4 * h1.inkCount())
        }

        @Test func transformsComposeInnermostFirst() throws {
            let h = try Harness()
            // Scale ×2 inside a translation by 10: the rect at (5, 5) maps to (2·5 + 10) = 20.
            h.render { list in
                list.transformed(by: .translation(x: 10, y: 10)) { outer in
                    outer.transformed(by: .scale(2, 2)) { $0.fill(Rect(x: 5, y: 5, width: 5, height: 5), .black) }
                }
            }
            #expect(h.inkBounds()! == (20, 20, 30, 30))
        }

        @Test func invalidCommandsAreSkippedWithoutCrashing() throws {
            let h = try Harness()
            let nan = Double.nan
            let list = DisplayList([
                .fillRect(Rect(x: nan, y: 0, width: 10, height: 10), .black),
                .fillRect(Rect(x: 0, y: 0, width: -10, height: 10), .black),
                .fillRect(Rect(x: 0, y: 0, width: 0, height: 10), .black),
                .fillRect(Rect(x: 0, y: 0, width: .infinity, height: 10), .black),
                .fillRect(Rect(x: 0, y: 0, width: 10, height: 10), Color(red: nan, green: 0, blue: 0, alpha: nan)),
                .fillRoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: nan, .black),
                .strokeRect(Rect(x: 0, y: 0, width: 10, height: 10), .black, lineWidth: -1),
                .line(from: Point(x: 0, y: 0), to: Point(x: nan, y: 3), .black, lineWidth: 1),
                .line(from: Point(x: 3, y: 3), to: Point(x: 3, y: 3), .black, lineWidth: 1),
                .text("x", origin: Point(x: nan, y: 0), .body, .black),
                .text("x", origin: Point(x: 0, y: 0), FontSpec(sizePoints: -3), .black),
                .text("", origin: Point(x: 0, y: 0), .body, .black),
                .popClip, .popTransform, .popOpacity,                         // unbalanced pops
                .pushTransform(AffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
                .pushOpacity(nan),
                .pushClip(Rect(x: 0, y: 0, width: nan, height: 5)),           // leaves the enclosing clip
                .fillRect(Rect(x: -1e300, y: -1e300, width: 1e301, height: 1e301), .black),
                .pushTransform(.scale(1e30, 1e30)),
                .fillRoundedRect(Rect(x: 1, y: 1, width: 2, height: 2), radius: 1, .black),
                .line(from: Point(x: 0, y: 0), to: Point(x: 1, y: 2), .black, lineWidth: 3),
                .popTransform,
                .fillRect(Rect(x: 40, y: 40, width: 4, height: 4), .black),   // still drawn, untransformed
                // never popped: the next frame starts clean
            ])
            let stats = h.renderer.render(list)
            #expect(stats.commands == list.count)
            #expect(h.rgb(41, 41) == .black)
            #expect(h.rgb(5, 5) == .black)   // the 1e300 fill covers everything, cut to the canvas
            // Next frame: state from the unbalanced list does not leak.
            h.render { $0.fill(Rect(x: 0, y: 0, width: 2, height: 2), .pureRed) }
            #expect(h.inkBounds()! == (0, 0, 2, 2))
        }

        @Test func emptyClipDrawsNothing() throws {
            let h = try Harness()
            let stats = h.render { list in
                list.clipped(to: Rect(x: 0, y: 0, width: 10, height: 10)) { outer in
                    outer.clipped(to: Rect(x: 20, y: 20, width: 10, height: 10)) {
                        $0.fill(Rect(x: 0, y: 0, width: 64, height: 64), .black)
                    }
                }
                list.clipped(to: Rect(x: 0, y: 0, width: 0, height: 10)) {
                    $0.fill(Rect(x: 0, y: 0, width: 64, height: 64), .black)
                }
            }
            #expect(h.inkCount() == 0)
            #expect(stats.drawCalls == 0)
        }

        @Test func offscreenCommandsAreCulled() throws {
            let h = try Harness()
            let stats = h.render {
                $0.fill(Rect(x: 100, y: 0, width: 10, height: 10), .black)
                $0.fillRounded(Rect(x: -50, y: 0, width: 20, height: 20), radius: 4, .black)
            }
            #expect(stats.drawCalls == 0)
            #expect(h.inkCount() == 0)
        }
    }
}
