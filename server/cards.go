package server

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"

	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/session"
)

// cardInfo is a card's details for the board: its facts, the project's
// description of its abilities, and the printed text and an image when
// the server has them.
type cardInfo struct {
	carddb.Record        // its Abilities (whether it has any) is shadowed below
	Key           string `json:"key"`
	Implemented   bool   `json:"implemented"`
	// Abilities are the project's descriptions of the card's abilities,
	// one a sentence.
	Abilities []string `json:"abilities"`
	Text      string   `json:"text,omitempty"`
	Image     string   `json:"image,omitempty"`
}

// card answers GET /api/cards/{key}.
func (s *Server) card(w http.ResponseWriter, r *http.Request) error {
	c := carddb.Default().ByKey(r.PathValue("key"))
	if c == nil {
		return errorf(http.StatusNotFound, "no card %q (a key is a set's code and a number: \"Core 3\")", r.PathValue("key"))
	}
	info := cardInfo{Record: c.Record(), Key: c.Key(), Implemented: session.Implemented(c), Text: s.opts.Texts[c]}
	info.OCTGN = nil
	info.Abilities = cards.Library().Lookup(c).Descriptions()
	if info.Abilities == nil {
		info.Abilities = []string{}
	}
	if s.image(c) != "" {
		info.Image = "/api/cards/" + strings.ReplaceAll(c.Key(), " ", "%20") + "/image"
	}
	w.Header().Set("Cache-Control", "max-age=3600")
	writeJSON(w, http.StatusOK, info)
	return nil
}

// image is the file of a card's image in the data directory's image
// pack, "" when there is none.
func (s *Server) image(c *carddb.Card) string {
	if s.opts.Images == "" {
		return ""
	}
	for _, id := range c.OCTGNIDs {
		for _, ext := range imageExts {
			p := filepath.Join(s.opts.Images, strings.ToLower(id)+ext)
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
	}
	return ""
}

var imageExts = []string{".jpg", ".png", ".jpeg", ".webp"}

// cardImage answers GET /api/cards/{key}/image.
func (s *Server) cardImage(w http.ResponseWriter, r *http.Request) error {
	c := carddb.Default().ByKey(r.PathValue("key"))
	if c == nil || s.image(c) == "" {
		return errorf(http.StatusNotFound, "no image of card %q (import an OCTGN image pack: cthulhu serve --import-images FILE.o8c)", r.PathValue("key"))
	}
	w.Header().Set("Cache-Control", "max-age=86400")
	http.ServeFile(w, r, s.image(c))
	return nil
}

// decks answers GET /api/decks: the built-in decks.
func (s *Server) decks(w http.ResponseWriter, r *http.Request) error {
	type preset struct {
		Name   string `json:"name"`
		Title  string `json:"title"`
		Format string `json:"format"` // the format it is played in
	}
	out := []preset{}
	for _, p := range deck.AllPresets() {
		out = append(out, preset{p.Name, p.Title, p.Format().String()})
	}
	writeJSON(w, http.StatusOK, map[string]any{"presets": out})
	return nil
}

// maxImage bounds one image of a pack.
const maxImage = 8 << 20

// ImportImages copies the card images of an OCTGN image pack (an .o8c
// file: a zip of Sets/SET/Cards/CARD-ID.jpg) into dir, named by the
// cards' OCTGN ids, and returns how many it copied. Files that are no
// card's image are skipped. The project ships no images: a user imports
// his own.
func ImportImages(o8c, dir string) (int, error) {
	z, err := zip.OpenReader(o8c)
	if err != nil {
		return 0, fmt.Errorf("the image pack %s: %v", o8c, err)
	}
	defer z.Close()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, err
	}
	n := 0
	for _, f := range z.File {
		name := path.Base(f.Name)
		ext := strings.ToLower(path.Ext(name))
		id := strings.ToLower(strings.TrimSuffix(name, path.Ext(name)))
		known := false
		for _, e := range imageExts {
			known = known || e == ext
		}
		if !known || carddb.Default().ByOCTGNID(id) == nil || f.UncompressedSize64 > maxImage {
			continue
		}
		if err := copyImage(f, filepath.Join(dir, id+ext)); err != nil {
			return n, fmt.Errorf("the image pack %s: %s: %v", o8c, f.Name, err)
		}
		n++
	}
	if n == 0 {
		return 0, errors.New("the image pack " + o8c + " holds no image of a known card")
	}
	return n, nil
}

func copyImage(f *zip.File, to string) error {
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, io.LimitReader(rc, maxImage)); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
