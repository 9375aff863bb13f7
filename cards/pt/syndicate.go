package pt

// syndicate: PT 37 and 38.
var syndicate = []entry{}
