package tpty

// yog: Yog-Sothoth, TPtY 112 and 113.
var yog = []entry{}
