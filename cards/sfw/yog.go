package sfw

// yog: Yog-Sothoth, SfW 99 and 100.
var yog = []entry{}
