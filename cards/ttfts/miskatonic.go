package ttfts

// miskatonic: Miskatonic University, TTftS 83 and 84.
var miskatonic = []entry{}
