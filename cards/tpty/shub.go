package tpty

// shub: Shub-Niggurath, TPtY 114 and 115.
var shub = []entry{}
