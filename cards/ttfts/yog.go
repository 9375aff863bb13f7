package ttfts

// yog: Yog-Sothoth, TTftS 91 and 92.
var yog = []entry{}
