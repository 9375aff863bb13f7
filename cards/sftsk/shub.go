package sftsk

// shub: Shub-Niggurath, SftSK 73 and 74.
var shub = []entry{}
