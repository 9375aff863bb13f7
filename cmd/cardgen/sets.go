package main

import (
	"fmt"
	"strings"
)

// setCodeFixes make cthulhucli's set codes space-free and consistent: a
// few cards of a pack carry a misspelt code, and the late deluxe boxes
// carry their full names.
var setCodeFixes = map[string]string{
	"CotJe":                "CotJE",
	"TkatG":                "TKatG",
	"The Sleeper Below":    "TSB",
	"For the Greater Good": "FtGG",
	"The Thousand Young":   "TTY",
	"The Mark of Madness":  "TMoM",
}

// setCode is the project's code for a cthulhucli set code.
func setCode(code string) (string, error) {
	if c, ok := setCodeFixes[code]; ok {
		return c, nil
	}
	if code == "" || strings.ContainsAny(code, " \t") {
		return "", fmt.Errorf("set code %q needs a fix in setCodeFixes", code)
	}
	return code, nil
}

// cyclePacks lists the packs of each OCTGN set file (a deluxe box or a
// whole cycle of six chapter packs) by the project's set codes. The FAQ
// names cards' sets by the same cycle names ("Dreamlands F117").
var cyclePacks = map[string][]string{
	"Core":                             {"Core"},
	"Secrets of Arkham":                {"SoA"},
	"Summons of the Deep":              {"TSotS", "THBtS", "TAD", "TTotT", "TTftS", "TPtY"},
	"Dreamlands":                       {"TH", "IMoD", "ItDoN", "SftSK", "SotD", "JtUK"},
	"The Yuggoth Contract":             {"WitD", "MoE", "TSC", "TWB", "SfW", "TC"},
	"Forgotten Lore":                   {"AtMoM", "AH", "SoM", "KD", "CoC", "DD"},
	"The Order of the Silver Twilight": {"TOotST"},
	"Rituals of the Order":             {"TTB", "PT", "IotF", "AoA", "TGS", "TWC"},
	"Ancient Relics":                   {"TSS", "CotJE", "TBJ", "NN", "IT", "SotM"},
	"Revelations":                      {"WaB", "WoP", "ER", "LR", "TUP", "TbtA"},
	"Seekers of Knowledge":             {"SoK"},
	"The Key and the Gate":             {"TKatG"},
	"Terror in Venice":                 {"TiV"},
	"Denizens of the Underworld":       {"DotU"},
	"The Sleeper Below":                {"TSB"},
	"For the Greater Good":             {"FtGG"},
	"The Thousand Young":               {"TTY"},
	"The Mark of Madness":              {"TMoM"},
}

// packsOf returns the packs of a cycle named as the FAQ or OCTGN name it,
// case-insensitive; nil when unknown.
func packsOf(cycle string) []string {
	for name, packs := range cyclePacks {
		if strings.EqualFold(name, strings.TrimSpace(cycle)) {
			return packs
		}
	}
	return nil
}
