package tsc

// yog: Yog-Sothoth, TSC 60.
var yog = []entry{}
