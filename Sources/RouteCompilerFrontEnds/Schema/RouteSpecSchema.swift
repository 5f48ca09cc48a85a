import RouteCompiler

/// The JSON Schema of the route spec language, for editors with a YAML language server:
/// validation and completion of `*.routes.yaml` files as they are typed.
///
/// The schema checks shapes (keys, value kinds, names, step forms); the compiler checks
/// everything else (references, types against defaults, paths, transitions).
public enum RouteSpecSchema {
    /// The schema as JSON (draft-07, which YAML language servers read best).
    public static let json = #"""
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "$id": "https://routegen.dev/schema/route-spec-v1.json",
          "title": "RouteGen route spec (v1)",
          "description": "The screens of an app, their typed parameters and the transitions between them. See \#
        route-spec.md.",
          "type": "object",
          "oneOf": [
            {
              "description": "A top-level spec: it names the app and its root; 'screens' may come from included files.",
              "required": ["name", "root"],
              "anyOf": [{ "required": ["screens"] }, { "required": ["include"] }],
              "not": { "required": ["feature"] }
            },
            {
              "description": "A feature spec: its entries and exits, no root; the app that uses it shows its entries.",
              "required": ["name", "feature", "screens"],
              "not": { "anyOf": [{ "required": ["root"] }, { "required": ["gates"] }, { "required": ["uses"] }] }
            },
            {
              "description": "A file that another spec includes: screens and transitions, no name, root or \#
        localization.",
              "not": {
                "anyOf": [
                  { "required": ["name"] }, { "required": ["root"] }, { "required": ["localization"] },
                  { "required": ["feature"] }
                ]
              }
            }
          ],
          "additionalProperties": false,
          "properties": {
            "name": {
              "description": "UpperCamelCase identifier; prefixes every generated type (<Name>Route, …).",
              "type": "string",
              "pattern": "^[A-Z][A-Za-z0-9_]*$"
            },
            "imports": {
              "description": "Modules the generated file imports, for custom types.",
              "type": "array",
              "items": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$" }
            },
            "feature": {
              "description": "This spec is a feature of another module: the screens other specs may show, and \#
        the moves out of it that the app binds.",
              "type": "object",
              "additionalProperties": false,
              "required": ["entries"],
              "properties": {
                "entries": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/name" } },
                "exits": {
                  "type": "object",
                  "propertyNames": { "$ref": "#/definitions/name" },
                  "additionalProperties": {
                    "oneOf": [
                      { "type": "null" },
                      {
                        "type": "object",
                        "additionalProperties": false,
                        "properties": {
                          "params": { "$ref": "#/definitions/screen/properties/params" },
                          "doc": { "$ref": "#/definitions/text" }
                        }
                      }
                    ]
                  }
                }
              }
            },
            "uses": {
              "description": "The feature specs this app uses: each spec's path relative to this file, and its module.",
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["spec", "module"],
                "properties": {
                  "spec": { "type": "string", "pattern": "\\.routes\\.ya?ml$" },
                  "module": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$" }
                }
              }
            },
            "bind": {
              "description": "Where each used feature's exits go: '<Feature>.<exit>' to one step or a list of steps.",
              "type": "object",
              "propertyNames": { "pattern": "^[A-Z][A-Za-z0-9_]*\\.[A-Za-z_][A-Za-z0-9_]*$" },
              "additionalProperties": {
                "oneOf": [
                  { "$ref": "#/definitions/step" },
                  { "type": "array", "items": { "$ref": "#/definitions/step" } }
                ]
              }
            },
            "include": {
              "description": "Spec files whose screens and transitions join this spec's: paths relative to this \#
        file, inside the top-level spec's folder.",
              "type": "array",
              "items": { "type": "string", "pattern": "^[^/~\\\\:][^\\\\:]*\\.routes\\.ya?ml$" }
            },
            "localization": {
              "description": "Look titles up at run time in a strings table (key: the title, %@ for each {param}); \#
        only in the top-level spec.",
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "table": {
                  "description": "The strings table's name, without extension (default Localizable).",
                  "type": "string",
                  "pattern": "^[A-Za-z0-9_-][A-Za-z0-9_.-]*$"
                },
                "bundle": { "description": "The bundle holding the table (default main).", "enum": ["main", "module"] }
              }
            },
            "root": {
              "description": "The app's root container: a screen name (one navigation stack), a tab bar, or a split \#
        view.",
              "oneOf": [
                { "$ref": "#/definitions/name" },
                {
                  "type": "object",
                  "required": ["screen"],
                  "additionalProperties": false,
                  "properties": {
                    "screen": { "$ref": "#/definitions/name", "description": "The root screen of the one stack." },
                    "requires": { "$ref": "#/definitions/requires" }
                  }
                },
                {
                  "type": "object",
                  "required": ["tabs"],
                  "additionalProperties": false,
                  "properties": {
                    "tabs": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/tab" } },
                    "selected": { "$ref": "#/definitions/name", "description": "The initially selected tab \#
        (default: the first)." },
                    "reselect": {
                      "enum": ["popToRoot", "none"],
                      "default": "popToRoot",
                      "description": "What a tap on the selected tab does."
                    },
                    "requires": { "$ref": "#/definitions/requires" }
                  }
                },
                {
                  "type": "object",
                  "required": ["split"],
                  "additionalProperties": false,
                  "properties": {
                    "split": {
                      "type": "object",
                      "required": ["primary"],
                      "additionalProperties": false,
                      "properties": {
                        "primary": { "$ref": "#/definitions/name" },
                        "secondary": { "$ref": "#/definitions/name", "description": "The detail shown before any \#
        showDetail." }
                      }
                    },
                    "requires": { "$ref": "#/definitions/requires" }
                  }
                }
              ]
            },
            "gates": {
              "description": "Gate name → gate: a condition the app answers at run time, which a move must pass.",
              "type": "object",
              "propertyNames": { "$ref": "#/definitions/name" },
              "additionalProperties": {
                "type": "object",
                "required": ["flow"],
                "additionalProperties": false,
                "properties": {
                  "flow": { "$ref": "#/definitions/name", "description": "The screen that opens the gate." },
                  "style": { "enum": ["sheet", "fullScreen", "root"], "default": "sheet" },
                  "doc": { "$ref": "#/definitions/text" }
                }
              }
            },
            "screens": {
              "description": "Screen name → screen.",
              "type": "object",
              "minProperties": 1,
              "propertyNames": { "$ref": "#/definitions/name" },
              "additionalProperties": { "oneOf": [{ "type": "null" }, { "$ref": "#/definitions/screen" }] }
            },
            "transitions": {
              "description": "Transition name → transition; the name is the generated navigator method.",
              "type": "object",
              "propertyNames": {
                "allOf": [{ "$ref": "#/definitions/name" }, { "not": { "enum": ["back", "dismiss", "finish", \#
        "context"] } }]
              },
              "additionalProperties": { "$ref": "#/definitions/transition" }
            }
          },
          "definitions": {
            "name": {
              "description": "An identifier; a feature's screen in an app spec is '<Feature>.<screen>'.",
              "type": "string",
              "pattern": "^([A-Z][A-Za-z0-9_]*\\.)?[A-Za-z_][A-Za-z0-9_]*$",
              "not": { "const": "_" }
            },
            "text": { "type": ["string", "number", "boolean"] },
            "type": {
              "description": "String, Int, Double, Bool, UUID, URL, Date, an UpperCamelCase type, T? or [T] (quote \#
        arrays).",
              "type": "string",
              "pattern": "^[\\[]*([A-Z][A-Za-z0-9_]*)(\\.[A-Z][A-Za-z0-9_]*)*[\\]?]*$"
            },
            "tab": {
              "type": "object",
              "required": ["id", "title", "screen"],
              "additionalProperties": false,
              "properties": {
                "id": { "$ref": "#/definitions/name" },
                "title": { "$ref": "#/definitions/text" },
                "icon": { "$ref": "#/definitions/text", "description": "Opaque to the compiler, e.g. an SF Symbol \#
        name." },
                "screen": { "$ref": "#/definitions/name", "description": "The root screen of the tab's stack." }
              }
            },
            "screen": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "title": { "$ref": "#/definitions/text", "description": "May interpolate this screen's params as \#
        {param}; {{ and }} are literal braces." },
                "params": {
                  "type": "object",
                  "propertyNames": { "$ref": "#/definitions/name" },
                  "additionalProperties": {
                    "oneOf": [
                      { "$ref": "#/definitions/type" },
                      {
                        "type": "object",
                        "required": ["type"],
                        "additionalProperties": false,
                        "properties": {
                          "type": { "$ref": "#/definitions/type" },
                          "default": { "description": "Must fit the type; null only for an optional." },
                          "doc": { "$ref": "#/definitions/text" }
                        }
                      }
                    ]
                  }
                },
                "result": { "$ref": "#/definitions/type", "description": "The value the screen finishes with when \#
        presented." },
                "accepts": {
                  "type": "object",
                  "description": "Values that screens above it may hand it as they pop back to it (deliver), by key.",
                  "propertyNames": { "$ref": "#/definitions/name" },
                  "additionalProperties": { "$ref": "#/definitions/type" }
                },
                "path": {
                  "description": "Deep-link pattern(s): /literal/{param} segments; with a list, the first builds URLs.",
                  "oneOf": [
                    { "$ref": "#/definitions/pathPattern" },
                    { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/pathPattern" } }
                  ]
                },
                "backStack": {
                  "type": "array",
                  "items": { "$ref": "#/definitions/name" },
                  "description": "The screens under the linked screen when a link opens it, bottom first; the first \#
        is the root of a stack."
                },
                "navigationBar": { "enum": ["visible", "hidden"], "default": "visible" },
                "toolbar": { "enum": ["visible", "hidden"], "default": "hidden" },
                "tabBar": {
                  "enum": ["visible", "hidden"],
                  "default": "visible",
                  "description": "Whether the tab bar shows while the screen is on top; needs a tab root."
                },
                "leave": {
                  "enum": ["confirm"],
                  "description": "The screen may refuse to be left: its navigator's confirmLeaving(_:) check decides."
                },
                "arrive": {
                  "enum": ["replace", "push", "present"],
                  "default": "replace",
                  "description": "How a deep link to the screen arrives while the app runs; needs a path."
                },
                "analyticsName": {
                  "type": "string",
                  "minLength": 1,
                  "description": "The screen's stable name in screenShown events; unique among the screens."
                },
                "doc": { "$ref": "#/definitions/text" },
                "requires": { "$ref": "#/definitions/requires" }
              }
            },
            "requires": {
              "description": "A gate, or a list of gates, that must be open before this is shown.",
              "oneOf": [
                { "$ref": "#/definitions/name" },
                { "type": "array", "items": { "$ref": "#/definitions/name" } }
              ]
            },
            "presentationStyle": {
              "enum": [
                "sheet", "fullScreen", "formSheet", "pageSheet", "overFullScreen", "overCurrentContext", "popover"
              ],
              "default": "sheet"
            },
            "pathPattern": { "type": "string", "pattern": "^/" },
            "bindings": {
              "type": "object",
              "propertyNames": { "$ref": "#/definitions/name" },
              "description": "Fixed values for params of the screen (the default rules); a bound param is not an \#
        argument."
            },
            "pushTarget": {
              "oneOf": [
                { "$ref": "#/definitions/name" },
                {
                  "type": "object",
                  "required": ["screen"],
                  "additionalProperties": false,
                  "properties": {
                    "screen": { "$ref": "#/definitions/name" },
                    "singleTop": { "type": "boolean", "default": false },
                    "transition": { "enum": ["zoom"], "description": "A push animates only as a zoom." },
                    "with": { "$ref": "#/definitions/bindings" }
                  }
                }
              ]
            },
            "presentTarget": {
              "oneOf": [
                { "$ref": "#/definitions/name" },
                {
                  "type": "object",
                  "required": ["screen"],
                  "additionalProperties": false,
                  "properties": {
                    "screen": { "$ref": "#/definitions/name" },
                    "style": { "$ref": "#/definitions/presentationStyle" },
                    "detents": {
                      "type": "array",
                      "minItems": 1,
                      "uniqueItems": true,
                      "items": { "enum": ["medium", "large"] },
                      "description": "The heights the sheet rests at; only with sheet or pageSheet."
                    },
                    "transition": { "enum": ["coverVertical", "crossDissolve", "flipHorizontal", "zoom"] },
                    "with": { "$ref": "#/definitions/bindings" }
                  }
                }
              ]
            },
            "showTarget": {
              "oneOf": [
                { "$ref": "#/definitions/name" },
                {
                  "type": "object",
                  "required": ["screen"],
                  "additionalProperties": false,
                  "properties": {
                    "screen": { "$ref": "#/definitions/name" },
                    "with": { "$ref": "#/definitions/bindings" }
                  }
                }
              ]
            },
            "popToTarget": {
              "oneOf": [
                { "$ref": "#/definitions/name" },
                {
                  "type": "object",
                  "required": ["screen"],
                  "additionalProperties": false,
                  "properties": {
                    "screen": { "$ref": "#/definitions/name" },
                    "inclusive": { "type": "boolean", "default": false },
                    "ifMissing": { "enum": ["fail", "skip"], "default": "fail" },
                    "deliver": {
                      "$ref": "#/definitions/name",
                      "description": "A key of the screen's accepts: the move hands it that value once the pop \#
        is applied. Not with inclusive: true."
                    }
                  }
                }
              ]
            },
            "step": {
              "oneOf": [
                { "enum": ["pop", "popToRoot", "dismiss", "dismissAll"] },
                {
                  "type": "object",
                  "minProperties": 1,
                  "maxProperties": 1,
                  "additionalProperties": false,
                  "properties": {
                    "push": { "$ref": "#/definitions/pushTarget" },
                    "present": { "$ref": "#/definitions/presentTarget" },
                    "replace": { "$ref": "#/definitions/showTarget" },
                    "showDetail": { "$ref": "#/definitions/showTarget" },
                    "selectTab": { "$ref": "#/definitions/name" },
                    "popTo": { "$ref": "#/definitions/popToTarget" },
                    "exit": { "$ref": "#/definitions/name" }
                  }
                }
              ]
            },
            "transition": {
              "type": "object",
              "required": ["from"],
              "additionalProperties": false,
              "properties": {
                "from": {
                  "description": "A screen, a list of screens, or \"*\" for every screen.",
                  "oneOf": [
                    { "$ref": "#/definitions/name" },
                    { "const": "*" },
                    { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/name" } }
                  ]
                },
                "steps": { "type": "array", "minItems": 1, "items": { "$ref": "#/definitions/step" } },
                "push": { "$ref": "#/definitions/pushTarget" },
                "present": { "$ref": "#/definitions/presentTarget" },
                "replace": { "$ref": "#/definitions/showTarget" },
                "showDetail": { "$ref": "#/definitions/showTarget" },
                "selectTab": { "$ref": "#/definitions/name" },
                "popTo": { "$ref": "#/definitions/popToTarget" },
                "exit": { "$ref": "#/definitions/name" },
                "style": { "$ref": "#/definitions/presentationStyle" },
                "animated": { "type": "boolean", "default": true },
                "doc": { "$ref": "#/definitions/text" }
              },
              "oneOf": [
                { "required": ["steps"] },
                { "required": ["push"] },
                { "required": ["present"] },
                { "required": ["replace"] },
                { "required": ["showDetail"] },
                { "required": ["selectTab"] },
                { "required": ["popTo"] },
                { "required": ["exit"], "not": { "required": ["steps"] } }
              ]
            }
          }
        }
        """#
}
