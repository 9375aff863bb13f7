// Command buildclient builds the browser client: it installs the client's
// npm packages when client/node_modules is missing (npm ci), type-checks
// its TypeScript (tsc --noEmit) and bundles it with esbuild into
// server/web/dist/assets/app.js and app.css, minified. The same sources
// give the same bytes, so that the committed bundle can be checked:
//
//	go generate ./server                  # writes the bundle
//	go run ./internal/buildclient -check  # fails when it is out of date
//
// go test ./internal/buildclient does the check too (skipped without npm).
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	check := flag.Bool("check", false, "build in memory and fail when the committed bundle differs")
	noTypes := flag.Bool("no-typecheck", false, "skip the TypeScript compiler's check")
	flag.Parse()
	root, err := moduleRoot()
	if err != nil {
		fmt.Fprintln(os.Stderr, "buildclient:", err)
		os.Exit(1)
	}
	if *check {
		stale, err := Check(root)
		if err != nil {
			fmt.Fprintln(os.Stderr, "buildclient:", err)
			os.Exit(1)
		}
		if len(stale) > 0 {
			fmt.Fprintf(os.Stderr, "buildclient: the committed bundle is out of date (%v): run go generate ./server\n", stale)
			os.Exit(1)
		}
		fmt.Println("buildclient: the committed bundle is up to date")
		return
	}
	if err := Build(root, !*noTypes); err != nil {
		fmt.Fprintln(os.Stderr, "buildclient:", err)
		os.Exit(1)
	}
}
