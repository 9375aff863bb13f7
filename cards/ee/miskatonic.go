package ee

var miskatonic = []entry{}
