import ZoetropeTesting

extension ArticleScene {
    /// The article's wheel turned from 0° to `degrees` with `.easeInOut(duration: 2)`.
    static func turn(to degrees: Double, fps: Int, mode: InterpolationMode = .automatic) throws -> Trajectories {
        try captureTrajectories(of: wheel, views: views, canvas: canvas, fps: fps,
                                changes: [rotate(to: degrees)], mode: mode)
    }
}

/// Trajectories built by hand, for shapes no layout here produces.
enum HandMade {
    /// A view at `radius` from the origin at each of `degrees` (clockwise from the top, y down),
    /// one sample per angle, frame *n* at *n* / 10 seconds.
    static func trajectory(view: Int = 0, radius: CGFloat = 10, degrees: [Double]) -> Trajectory {
        points(view: view, degrees.map { angle in
            let radians = Angle.degrees(angle).radians
            return CGPoint(x: radius * sin(radians), y: -radius * cos(radians))
        })
    }

    /// A view at each of `points` in turn, frame *n* at *n* / 10 seconds.
    static func points(view: Int = 0, _ points: [CGPoint]) -> Trajectory {
        Trajectory(viewIndex: view, samples: points.enumerated().map { frame, point in
            Trajectory.Sample(frame: frame, time: Double(frame) / 10, center: point,
                              size: CGSize(width: 10, height: 10))
        })
    }
}
