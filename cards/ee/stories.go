package ee

var stories = []entry{}
