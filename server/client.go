package server

import (
	"embed"
	"io/fs"
	"net/http"
	"strings"
)

// dist is the browser client, built from client/ by go generate
// (docs/api.md, "The client") and committed, so that the server needs
// nothing but Go.
//
//go:generate go run ../internal/buildclient
//go:embed web/dist
var dist embed.FS

// client serves the board: its files, and its page at every address of
// the application (/, /game/ID, /replay/ID), where the client reads the
// address itself.
func (s *Server) client(m *http.ServeMux) {
	files, err := fs.Sub(dist, "web/dist")
	if err != nil {
		panic(err) // the embedded directory is there at build time
	}
	static := http.FileServerFS(files)
	index, _ := fs.ReadFile(files, "index.html")
	page := func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; connect-src 'self' ws: wss:; style-src 'self' 'unsafe-inline'")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Write(index)
	}
	m.HandleFunc("GET /favicon.ico", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent) // no icon, and no error in the browser's console
	})
	m.HandleFunc("GET /{$}", page)
	m.HandleFunc("GET /game/{id}", page)
	m.HandleFunc("GET /replay/{id}", page)
	m.HandleFunc("GET /assets/", func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/") {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("X-Content-Type-Options", "nosniff")
		static.ServeHTTP(w, r)
	})
}
