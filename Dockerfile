# The zoetrope CLI in an image, for rendering shards on Kubernetes (deploy/kubernetes/render-job.yaml)
# or anywhere containers run:
#
#   docker build -t zoetrope:latest .
#   docker run --rm -v "$PWD/frames:/output" zoetrope:latest render /opt/zoetrope/scenes/wheel.json --out /output/wheel
#
# The build stage installs what the build needs with script/bootstrap and builds as the README's
# commands do, in release and with the Swift runtime linked in, so the runtime stage needs only the C
# libraries Zoetrope draws, encodes and hashes with, and the labels' font.
FROM swift:6.3-bookworm AS build
WORKDIR /src
COPY . .
RUN script/bootstrap \
    && swift build -c release --product zoetrope --static-swift-stdlib \
    && install -D "$(swift build -c release --show-bin-path)/zoetrope" /out/zoetrope

FROM debian:bookworm-slim
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        libcairo2 libpng16-16 libssl3 zlib1g libstdc++6 fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/zoetrope /usr/local/bin/zoetrope
COPY scenes /opt/zoetrope/scenes
ENTRYPOINT ["zoetrope"]
