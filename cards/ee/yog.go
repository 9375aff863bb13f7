package ee

var yog = []entry{}
