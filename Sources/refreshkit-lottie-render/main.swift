// Renders one frame of a Lottie file to SVG on standard output (for the oracle script).
// Filled in with the Lottie player; until then it says so and fails.
import Foundation

FileHandle.standardError.write(Data("refreshkit-lottie-render: not built yet\n".utf8))
exit(2)
