import Foundation
import Testing
import ZoetropeTestSupport
import ZoetropeTesting

/// The shake apps give a field after a wrong password: a `GeometryEffect` whose animatable data
/// is the number of attempts, so each new attempt animates one more run of `shakes` swings.
private struct Shake: GeometryEffect {
    var travel: CGFloat = 10
    var shakes: CGFloat = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * shakes), y: 0))
    }
}

/// A sign-in form: a wrong password shakes the field and empties it; the right one shows a welcome.
private struct LoginForm: View {
    @State private var password = ""
    @State private var attempts = 0
    @State private var signedIn = false

    var body: some View {
        VStack(spacing: 16) {
            if signedIn {
                Text("Welcome back")
            } else {
                SecureField("Password", text: $password)
                    .padding(8)
                    .background(Color.gray.opacity(0.2))
                    .modifier(Shake(animatableData: CGFloat(attempts)))
                    .accessibilityIdentifier("password")
                Button("Sign in") {
                    if password == "swordfish" {
                        withAnimation(.easeOut(duration: 0.3)) { signedIn = true }
                    } else {
                        withAnimation(.linear(duration: 0.4)) { attempts += 1 }
                        password = ""
                    }
                }
            }
        }
        .frame(width: 240)
    }
}

/// The flow `docs/testing.md` ("Driving a view") is written around: a login form that shakes on a
/// wrong password, driven as a person would use it.
@Suite("ViewDriver: a login form that shakes")
struct ViewDriverFlowTests {
    @Test("A wrong password shakes the field 10 points either way over 0.4 s and empties it; the right one signs in")
    func wrongThenRightPassword() throws {
        let screen = try ViewDriver(canvas: CGSize(width: 320, height: 200)) { LoginForm() }
        let rest = try screen.frame(of: "password")
        try screen.type("hunter2", into: "Password")
        try screen.tap("Sign in")
        try screen.advance(by: 0.1)
        // A quarter of the way: sin(0.25 × 3π) of 10 points to the right.
        expectClose(try screen.frame(of: "password").midX - rest.midX, 10 * sin(0.75 * .pi), tolerance: 1e-9)
        try screen.advanceUntilIdle()
        expectClose(try screen.frame(of: "password").midX, rest.midX, tolerance: 1e-9, "back at rest")
        let shown = try screen.text(of: "password")
        #expect(shown == "Password", "emptied: the placeholder shows: \(shown) at \(screen.time) s, \(screen.interactions)")
        try screen.type("swordfish", into: "Password")
        try screen.tap("Sign in")
        try screen.advanceUntilIdle()
        #expect(try screen.exists("Welcome back"))
        #expect(try screen.exists("password") == false)
    }
}
