import Foundation

extension Array {
    /// The index of the first element for which `belongs` is true, in an array where every such
    /// element comes after every other; `count` when there is none.
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
