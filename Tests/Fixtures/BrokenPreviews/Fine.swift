import Zoetrope

#Preview("Fine", traits: .fixedLayout(width: 100, height: 60)) {
    Text("fine")
}
