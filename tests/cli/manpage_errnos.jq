# input: [man-page data, kapi -j show of the deep syscall specs]
# output: "spec errno" for each man-page errno a spec neither lists nor
# names in its notes, once aliases and shared-page noise are taken out
def alias: {"EWOULDBLOCK":"EAGAIN","ENOTSUP":"EOPNOTSUPP","EDEADLOCK":"EDEADLK"}[.] // .;
.[0].pages as $pages | .[1].specs as $specs
| ($specs | map({key: (.name | ltrimstr("sys_")), value: [(.errors // [])[].name | alias]}) | from_entries) as $listed
| $specs[] | (.name | ltrimstr("sys_")) as $n | select($pages[$n] != null)
| . as $s | $pages[$n] as $doc
| [$pages | to_entries[] | select(.value == $doc and .key != $n) | .key] as $siblings
| $doc[] | alias as $e
| select(($listed[$n] | index($e)) | not)
| select([$siblings[] | $listed[.] // [] | index($e)] | any | not)
| select((($s.notes // "") | test("\\b" + $e + "\\b")) | not)
| "\($s.name) \($e)"
