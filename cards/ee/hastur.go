package ee

var hastur = []entry{}
