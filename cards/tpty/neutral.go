package tpty

// neutral: the neutral cards, TPtY 116 to 120.
var neutral = []entry{}
