package ee

var shub = []entry{}
