/**
 * Generated from the nutrilabel API's OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with `pnpm --filter @nutrilabel/api generate:client` (apps/api/scripts/client-types.ts).
 */
export interface paths {
    readonly "/healthz": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** Liveness check */
        readonly get: operations["getHealthz"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/readyz": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** Readiness check (store reachable) */
        readonly get: operations["getReadyz"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/metrics": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Prometheus metrics
         * @description The Prometheus text format (docs/operations.md). Present only when METRICS_TOKEN is set; send it as Authorization: Bearer.
         */
        readonly get: operations["getMetrics"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/admin/backup": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Back up the embedded database
         * @description A gzip-compressed SQL dump taken by the running server (docs/operations.md). Present only when ADMIN_TOKEN is set; send it as Authorization: Bearer. 42201 on PostgreSQL (use pg_dump).
         */
        readonly post: operations["postAdminBackup"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/regulations": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * List the label formats
         * @description Each format this server produces: id, display name, aliases accepted in `regulation`, the columns it prints (`basis`) and the label options it takes (api.md §4). Needs no key.
         */
        readonly get: operations["getRegulations"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/regulations/categories": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * List the product categories
         * @description Every key `recipe.category` accepts: the FDA RACC keys (21 CFR 101.12(b)), then the Canadian `ca_` keys (Table of Reference Amounts), each with the wording of its row and the formats that read a row for it (api.md §3). Needs no key.
         */
        readonly get: operations["getRegulationsCategories"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/label": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Generate a label
         * @description A recipe (or saved recipe id) → the label of one regulation (api.md §4). `data` ends with `recipeName`, `metadata` (the request’s, else the saved recipe’s, else {}; api.md §15) and `provenance` (api.md §14). `?explain=1` adds to every row and column the exact amount, the rule, its citation and the step taken (api.md §14). Emits label.generated with the same `data`.
         */
        readonly post: operations["postLabel"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/label/export": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Export labels as CSV
         * @description One recipe (the /label body) or many ({ recipes } / { recipeIds }) as CSV (api.md §10).
         */
        readonly post: operations["postLabelExport"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/labels/batch": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Generate many labels
         * @description One envelope per recipe, in input order; counts one request per 10 recipes. `?explain=1` as on /label.
         */
        readonly post: operations["postLabelsBatch"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/units/convert": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** Convert an amount between units */
        readonly get: operations["getUnitsConvert"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/recipes": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * List saved recipes
         * @description Newest first; the next page is announced in a Link rel="next" header (api.md §5).
         */
        readonly get: operations["getRecipes"];
        readonly put?: never;
        /** Create (201) or update (200) a saved recipe */
        readonly post: operations["postRecipes"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/recipes/{id}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Get a saved recipe, or one of its kept versions
         * @description `?version=N` returns the recipe as it was at version N (api.md §14).
         */
        readonly get: operations["getRecipesId"];
        readonly put?: never;
        readonly post?: never;
        /** Delete a saved recipe */
        readonly delete: operations["deleteRecipesId"];
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/recipes/{id}/versions": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * List the kept versions of a saved recipe
         * @description Newest first: { version, name, regulation, updatedAt }. A recipe keeps its newest 1,000 versions (api.md §14).
         */
        readonly get: operations["getRecipesIdVersions"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/recipes/{id}/label/diff": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * What changed on the label between two versions
         * @description Rows, %s, claims, allergens, ingredient statement and front-of-pack items that changed, each { path, from, to }, both versions labelled in one regulation (the one asked for, else that of `to`; api.md §14).
         */
        readonly get: operations["getRecipesIdLabelDiff"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/recipes/{id}/label": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Label a saved recipe
         * @description `?version=N` labels a kept version; `?explain=1` as on /label (api.md §14).
         */
        readonly post: operations["postRecipesIdLabel"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/ingredients/search": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * Search ingredients
         * @description The account’s own ingredients, the golden set and the USDA database: { local, golden, usda } (api.md §6).
         */
        readonly get: operations["getIngredientsSearch"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/ingredients": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * List the account’s custom ingredients
         * @description Newest first (by creation; an update does not move one); `?limit=` 1..100 (default 100) and `?cursor=`, the next page announced in a Link rel="next" header (api.md §6).
         */
        readonly get: operations["getIngredients"];
        readonly put?: never;
        /** Create a custom ingredient */
        readonly post: operations["postIngredients"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/ingredients/{id}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** Get an ingredient */
        readonly get: operations["getIngredientsId"];
        /**
         * Replace a custom ingredient
         * @description Name, nutrients, portions and allergens are replaced (absent lists become empty), validated as on create; the id stays, so saved recipes that use it label with the new values (api.md §6).
         */
        readonly put: operations["putIngredientsId"];
        readonly post?: never;
        /** Delete a custom ingredient */
        readonly delete: operations["deleteIngredientsId"];
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/webhooks/configure": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Create or update a webhook
         * @description The same URL again updates that webhook. The secret is never returned (api.md §9).
         */
        readonly post: operations["postWebhooksConfigure"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/webhooks": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** List webhooks */
        readonly get: operations["getWebhooks"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/webhooks/{id}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        readonly post?: never;
        /** Delete a webhook */
        readonly delete: operations["deleteWebhooksId"];
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/webhooks/{id}/deliveries": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** Latest delivery attempts of a webhook */
        readonly get: operations["getWebhooksIdDeliveries"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/label/render": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        /**
         * Render the printed label as SVG, HTML, PDF or PNG
         * @description The /label body → a self-contained SVG document or HTML fragment laid out per regulation (api.md §11), or print-ready (api.md §12): a vector PDF at the real size (1 layout unit = 1 pt, fonts embedded) or a PNG (`scale` pixels per unit, default 2). PDF and PNG: not for China (no CJK glyphs in the embedded font). Emits no event.
         */
        readonly post: operations["postLabelRender"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/keys": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** List the account’s API keys (prefixes only) */
        readonly get: operations["getKeys"];
        readonly put?: never;
        /**
         * Create an API key
         * @description The plaintext key is in this response only; it is never shown again. An Idempotency-Key is refused (40001) so that no replay copy of the key is stored.
         */
        readonly post: operations["postKeys"];
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/api/v1/keys/{id}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly get?: never;
        readonly put?: never;
        readonly post?: never;
        /**
         * Revoke an API key
         * @description The last active key of an account cannot be revoked (42201).
         */
        readonly delete: operations["deleteKeysId"];
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/openapi.json": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description The document itself (OpenAPI 3.1), not wrapped in the success envelope.
         */
        readonly get: operations["getOpenapiJson"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/docs/scalar.js": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** The script of the API reference page (served locally, no CDN) */
        readonly get: operations["getDocsScalarJs"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/docs": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** Interactive API reference */
        readonly get: operations["getDocs"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** The web app (recipe builder, live label, keys and webhooks) */
        readonly get: operations["getRoot"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
    readonly "/app/{file}": {
        readonly parameters: {
            readonly query?: never;
            readonly header?: never;
            readonly path?: never;
            readonly cookie?: never;
        };
        /** A static file of the web app */
        readonly get: operations["getAppFile"];
        readonly put?: never;
        readonly post?: never;
        readonly delete?: never;
        readonly options?: never;
        readonly head?: never;
        readonly patch?: never;
        readonly trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        readonly Recipe: {
            readonly name: string;
            readonly yieldFactor?: number;
            readonly servingSizeGrams: number;
            readonly servingsPerContainer?: number;
            readonly ingredients: readonly {
                readonly name: string;
                readonly weightGrams?: number;
                readonly nutrients?: {
                    readonly energy_kcal?: number;
                    readonly energy_kj?: number;
                    readonly total_fat?: number;
                    readonly saturated_fat?: number;
                    readonly trans_fat?: number;
                    readonly monounsaturated_fat?: number;
                    readonly polyunsaturated_fat?: number;
                    readonly cholesterol?: number;
                    readonly sodium?: number;
                    readonly salt?: number;
                    readonly total_carbohydrate?: number;
                    readonly dietary_fiber?: number;
                    readonly soluble_fiber?: number;
                    readonly insoluble_fiber?: number;
                    readonly total_sugars?: number;
                    readonly added_sugars?: number;
                    readonly sugar_alcohols?: number;
                    readonly protein?: number;
                    readonly vitamin_d?: number;
                    readonly calcium?: number;
                    readonly iron?: number;
                    readonly potassium?: number;
                    readonly vitamin_a?: number;
                    readonly vitamin_c?: number;
                    readonly vitamin_e?: number;
                    readonly vitamin_k?: number;
                    readonly thiamin?: number;
                    readonly riboflavin?: number;
                    readonly niacin?: number;
                    readonly vitamin_b6?: number;
                    readonly folate?: number;
                    readonly vitamin_b12?: number;
                    readonly biotin?: number;
                    readonly pantothenic_acid?: number;
                    readonly phosphorus?: number;
                    readonly magnesium?: number;
                    readonly zinc?: number;
                    readonly iodine?: number;
                    readonly selenium?: number;
                    readonly copper?: number;
                    readonly manganese?: number;
                    readonly chromium?: number;
                    readonly molybdenum?: number;
                    readonly chloride?: number;
                    readonly choline?: number;
                    readonly omega_6_fat?: number;
                    readonly omega_3_fat?: number;
                    readonly vitamin_a_re?: number;
                };
                readonly foodId?: string;
                readonly amount?: number;
                readonly unit?: string;
                readonly allergens?: readonly string[];
                readonly subRecipeId?: string;
                readonly sugarsBased?: boolean;
                /** @enum {string} */
                readonly canadaClass?: "fruit_vegetable" | "milk" | "milk_ingredient" | "dairy" | "whole_egg" | "nut_seed" | "vegetable_marine_oil" | "fish" | "grain" | "legume";
                readonly added?: readonly ("sugars" | "fats" | "sodium" | "sweeteners" | "caffeine")[];
            }[];
            readonly category?: string;
            /** @enum {string} */
            readonly form?: "solid" | "liquid";
            readonly densityGPerMl?: number;
            readonly householdMeasure?: string;
            readonly canada?: {
                /** @enum {string} */
                readonly use?: "retail" | "shipping_container" | "restaurant_portion" | "institutional" | "manufacturing_ingredient" | "military_ration";
                readonly availableDisplaySurfaceCm2?: number;
                readonly refillableGlass?: boolean;
                /** @enum {string} */
                readonly nftExemption?: "alcoholic_beverage" | "raw_meat_not_ground" | "raw_meat_ground" | "raw_fish" | "prepared_in_store" | "roadside_stand" | "immediate_consumption" | "store_packaged_sticker";
                readonly nftRequired?: boolean;
                readonly supplementedFood?: boolean;
                readonly supplementedFoodRepresentation?: boolean;
                readonly cautionIdentifier?: boolean;
                /** @enum {string} */
                readonly solelyFor?: "infants_6_to_12_months" | "human_milk_fortifier" | "human_milk_substitute" | "formulated_liquid_diet" | "meal_replacement" | "nutritional_supplement" | "protein_restricted_diet" | "amino_acid_restricted_diet" | "very_low_energy_diet" | "children_1_to_4_years";
                readonly mainDish?: boolean;
            };
            /** @enum {string} */
            readonly hsrCategory?: "1" | "1D" | "2" | "2D" | "3" | "3D";
            readonly fvnlPercent?: number;
            readonly concentratedFvPercent?: number;
            /** @enum {string} */
            readonly hsrProduct?: "plain_water" | "unsweetened_flavoured_water" | "minimally_processed_fruit_vegetables";
            readonly hsrAddedWater?: number;
        };
        readonly Error: {
            /** @enum {number} */
            readonly code: 40001 | 40002 | 40003 | 40004 | 40005 | 40101 | 40102 | 40401 | 40501 | 40901 | 41301 | 41501 | 42201 | 42901 | 50001 | 50301;
            /** @description One human sentence. */
            readonly message: string;
            readonly details?: readonly {
                /** @example recipe.ingredients.2.weightGrams */
                readonly path: string;
                readonly message: string;
            }[];
            /** @description Problems found beyond the 100 listed (a lower bound once validation stopped, at 1,000). */
            readonly detailsOmitted?: number;
        };
        readonly LabelData: {
            readonly label: {
                /** @enum {string} */
                readonly regulation: "fda" | "cfia" | "eu" | "china" | "uk" | "anz" | "mx";
                readonly title: string;
                readonly servingSize: string;
                readonly servingSizeText?: string;
                readonly servingsPerContainer: number | string;
                readonly basis: readonly ("serving" | "container" | "racc" | "prepared" | "100g" | "100ml")[];
                readonly raccServing?: string;
                readonly preparedServingSize?: string;
                readonly preparedServingSizeText?: string;
                readonly nutrients: readonly {
                    /** @enum {string} */
                    readonly key: "energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re";
                    readonly name: string;
                    readonly altName?: string;
                    /** @enum {string} */
                    readonly unit: "kcal" | "kJ" | "g" | "mg" | "mcg";
                    /** @description exact per-serving amount before rounding */
                    readonly amount: number;
                    readonly value: number | null;
                    /** @description exactly what the label prints, e.g. "8g", "<1g" */
                    readonly display: string;
                    readonly dailyValue: number | null;
                    /** @enum {number} */
                    readonly indent: 0 | 1 | 2;
                    readonly per100?: {
                        readonly value: number | null;
                        readonly display: string;
                        readonly dailyValue: number | null;
                        readonly explain?: {
                            readonly amount: number;
                            readonly rule: string;
                            readonly step: string;
                            readonly appliedTo?: number;
                            readonly how: {
                                /** @constant */
                                readonly kind: "asIs";
                            } | {
                                /** @constant */
                                readonly kind: "zero";
                            } | {
                                /** @constant */
                                readonly kind: "lessThan";
                                readonly bound: number;
                            } | {
                                /** @constant */
                                readonly kind: "nearest";
                                readonly step: number;
                                /** @constant */
                                readonly ties?: "half-even";
                            } | {
                                /** @constant */
                                readonly kind: "significant";
                                readonly figures: number;
                            };
                            readonly dailyValue?: {
                                readonly reference: number;
                                readonly referenceSource?: string;
                                /** @enum {string} */
                                readonly from: "unrounded" | "rounded";
                                readonly amountUsed: number;
                                readonly percent: number;
                                readonly rule: string;
                                readonly step: string;
                                readonly how: {
                                    /** @constant */
                                    readonly kind: "asIs";
                                } | {
                                    /** @constant */
                                    readonly kind: "zero";
                                } | {
                                    /** @constant */
                                    readonly kind: "lessThan";
                                    readonly bound: number;
                                } | {
                                    /** @constant */
                                    readonly kind: "nearest";
                                    readonly step: number;
                                    /** @constant */
                                    readonly ties?: "half-even";
                                } | {
                                    /** @constant */
                                    readonly kind: "significant";
                                    readonly figures: number;
                                };
                            };
                        };
                    };
                    readonly perContainer?: {
                        readonly value: number | null;
                        readonly display: string;
                        readonly dailyValue: number | null;
                        readonly explain?: {
                            readonly amount: number;
                            readonly rule: string;
                            readonly step: string;
                            readonly appliedTo?: number;
                            readonly how: {
                                /** @constant */
                                readonly kind: "asIs";
                            } | {
                                /** @constant */
                                readonly kind: "zero";
                            } | {
                                /** @constant */
                                readonly kind: "lessThan";
                                readonly bound: number;
                            } | {
                                /** @constant */
                                readonly kind: "nearest";
                                readonly step: number;
                                /** @constant */
                                readonly ties?: "half-even";
                            } | {
                                /** @constant */
                                readonly kind: "significant";
                                readonly figures: number;
                            };
                            readonly dailyValue?: {
                                readonly reference: number;
                                readonly referenceSource?: string;
                                /** @enum {string} */
                                readonly from: "unrounded" | "rounded";
                                readonly amountUsed: number;
                                readonly percent: number;
                                readonly rule: string;
                                readonly step: string;
                                readonly how: {
                                    /** @constant */
                                    readonly kind: "asIs";
                                } | {
                                    /** @constant */
                                    readonly kind: "zero";
                                } | {
                                    /** @constant */
                                    readonly kind: "lessThan";
                                    readonly bound: number;
                                } | {
                                    /** @constant */
                                    readonly kind: "nearest";
                                    readonly step: number;
                                    /** @constant */
                                    readonly ties?: "half-even";
                                } | {
                                    /** @constant */
                                    readonly kind: "significant";
                                    readonly figures: number;
                                };
                            };
                        };
                    };
                    readonly perRacc?: {
                        readonly value: number | null;
                        readonly display: string;
                        readonly dailyValue: number | null;
                        readonly explain?: {
                            readonly amount: number;
                            readonly rule: string;
                            readonly step: string;
                            readonly appliedTo?: number;
                            readonly how: {
                                /** @constant */
                                readonly kind: "asIs";
                            } | {
                                /** @constant */
                                readonly kind: "zero";
                            } | {
                                /** @constant */
                                readonly kind: "lessThan";
                                readonly bound: number;
                            } | {
                                /** @constant */
                                readonly kind: "nearest";
                                readonly step: number;
                                /** @constant */
                                readonly ties?: "half-even";
                            } | {
                                /** @constant */
                                readonly kind: "significant";
                                readonly figures: number;
                            };
                            readonly dailyValue?: {
                                readonly reference: number;
                                readonly referenceSource?: string;
                                /** @enum {string} */
                                readonly from: "unrounded" | "rounded";
                                readonly amountUsed: number;
                                readonly percent: number;
                                readonly rule: string;
                                readonly step: string;
                                readonly how: {
                                    /** @constant */
                                    readonly kind: "asIs";
                                } | {
                                    /** @constant */
                                    readonly kind: "zero";
                                } | {
                                    /** @constant */
                                    readonly kind: "lessThan";
                                    readonly bound: number;
                                } | {
                                    /** @constant */
                                    readonly kind: "nearest";
                                    readonly step: number;
                                    /** @constant */
                                    readonly ties?: "half-even";
                                } | {
                                    /** @constant */
                                    readonly kind: "significant";
                                    readonly figures: number;
                                };
                            };
                        };
                    };
                    readonly prepared?: {
                        readonly value: number | null;
                        readonly display: string;
                        readonly dailyValue: number | null;
                        readonly explain?: {
                            readonly amount: number;
                            readonly rule: string;
                            readonly step: string;
                            readonly appliedTo?: number;
                            readonly how: {
                                /** @constant */
                                readonly kind: "asIs";
                            } | {
                                /** @constant */
                                readonly kind: "zero";
                            } | {
                                /** @constant */
                                readonly kind: "lessThan";
                                readonly bound: number;
                            } | {
                                /** @constant */
                                readonly kind: "nearest";
                                readonly step: number;
                                /** @constant */
                                readonly ties?: "half-even";
                            } | {
                                /** @constant */
                                readonly kind: "significant";
                                readonly figures: number;
                            };
                            readonly dailyValue?: {
                                readonly reference: number;
                                readonly referenceSource?: string;
                                /** @enum {string} */
                                readonly from: "unrounded" | "rounded";
                                readonly amountUsed: number;
                                readonly percent: number;
                                readonly rule: string;
                                readonly step: string;
                                readonly how: {
                                    /** @constant */
                                    readonly kind: "asIs";
                                } | {
                                    /** @constant */
                                    readonly kind: "zero";
                                } | {
                                    /** @constant */
                                    readonly kind: "lessThan";
                                    readonly bound: number;
                                } | {
                                    /** @constant */
                                    readonly kind: "nearest";
                                    readonly step: number;
                                    /** @constant */
                                    readonly ties?: "half-even";
                                } | {
                                    /** @constant */
                                    readonly kind: "significant";
                                    readonly figures: number;
                                };
                            };
                        };
                    };
                    readonly explain?: {
                        readonly amount: number;
                        readonly rule: string;
                        readonly step: string;
                        readonly appliedTo?: number;
                        readonly how: {
                            /** @constant */
                            readonly kind: "asIs";
                        } | {
                            /** @constant */
                            readonly kind: "zero";
                        } | {
                            /** @constant */
                            readonly kind: "lessThan";
                            readonly bound: number;
                        } | {
                            /** @constant */
                            readonly kind: "nearest";
                            readonly step: number;
                            /** @constant */
                            readonly ties?: "half-even";
                        } | {
                            /** @constant */
                            readonly kind: "significant";
                            readonly figures: number;
                        };
                        readonly dailyValue?: {
                            readonly reference: number;
                            readonly referenceSource?: string;
                            /** @enum {string} */
                            readonly from: "unrounded" | "rounded";
                            readonly amountUsed: number;
                            readonly percent: number;
                            readonly rule: string;
                            readonly step: string;
                            readonly how: {
                                /** @constant */
                                readonly kind: "asIs";
                            } | {
                                /** @constant */
                                readonly kind: "zero";
                            } | {
                                /** @constant */
                                readonly kind: "lessThan";
                                readonly bound: number;
                            } | {
                                /** @constant */
                                readonly kind: "nearest";
                                readonly step: number;
                                /** @constant */
                                readonly ties?: "half-even";
                            } | {
                                /** @constant */
                                readonly kind: "significant";
                                readonly figures: number;
                            };
                        };
                    };
                }[];
                /** @enum {string} */
                readonly population?: "general" | "children_1_3" | "infants_7_12m";
                /** @enum {string} */
                readonly language?: "en" | "es" | "en-es";
                /** @enum {string} */
                readonly layout?: "vertical" | "tabular" | "linear" | "simplified";
                /** @description the package's available label surface asked for (FDA 101.9(j)(13)(ii)) */
                readonly labelSurfaceSquareInches?: number;
                /** @description the simplified format's "Not a significant source of …" (FDA 101.9(f)(4)) */
                readonly notSignificantSource?: string;
            };
            readonly ingredientStatement: string;
            readonly allergens: {
                readonly detected: readonly string[];
                readonly declaration: string;
                readonly altDeclaration?: string;
                readonly sources: {
                    readonly [key: string]: readonly string[];
                };
                readonly explain?: readonly {
                    readonly allergen: string;
                    readonly ingredient: string;
                    readonly word: string;
                    /** @enum {string} */
                    readonly from: "name" | "allergens";
                }[];
            };
            readonly claims: readonly {
                readonly id: string;
                readonly text: string;
                /** @enum {string} */
                readonly nutrient: "energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re";
                /** @enum {string} */
                readonly basis: "racc" | "serving" | "100g" | "100ml";
                readonly conditions?: readonly string[];
                readonly explain?: {
                    readonly rule: string;
                    /** @enum {string} */
                    readonly basis: "racc" | "serving" | "100g" | "100ml";
                    readonly conditions: readonly {
                        readonly measure: string;
                        /** @enum {string} */
                        readonly op: "<" | "≤" | "≥" | ">";
                        readonly threshold: number;
                        readonly amount: number;
                    }[];
                };
            }[];
            readonly healthClaims: readonly {
                readonly id: string;
                readonly text: string;
                readonly nutrients: readonly ("energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re")[];
                readonly citation?: string;
            }[];
            readonly structureFunctionClaims: readonly {
                readonly id: string;
                readonly text: string;
                /** @enum {string} */
                readonly nutrient: "energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re";
            }[];
            readonly warnings: readonly string[];
            readonly frontOfPack?: {
                /** @enum {string} */
                readonly scheme: "ca-high-in" | "uk-traffic-light" | "mx-warning-seals" | "anz-health-star";
                readonly items: readonly {
                    /** @enum {string} */
                    readonly key: "energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re";
                    readonly text: string;
                    readonly altText?: string;
                    /** @enum {string} */
                    readonly level?: "low" | "medium" | "high";
                    readonly per100?: {
                        readonly display: string;
                        /** @enum {string} */
                        readonly level?: "low" | "medium" | "high";
                    };
                    readonly perPortion?: {
                        readonly display: string;
                        readonly percentRi: number | null;
                        readonly high?: boolean;
                    };
                }[];
                readonly legends?: readonly {
                    /** @enum {string} */
                    readonly key: "sweeteners" | "caffeine";
                    readonly text: string;
                }[];
                readonly phase?: {
                    readonly number: number;
                    readonly from: string;
                    readonly to?: string;
                    readonly citation: string;
                };
                /** @description Mexico, with options.principalDisplaySurfaceCm2: one seal each (individual) or one seal with the number of seals (count, 40 cm² or less; NOM-051 4.5.3.4.2), and where they go */
                readonly presentation?: {
                    /** @enum {string} */
                    readonly kind: "individual" | "count";
                    readonly principalDisplaySurfaceCm2: number;
                    readonly citation: string;
                    /** @description Where the seals go on the surface: its upper right corner, or any area of it under 60 cm² (NOM-051 4.5.3.4.6) */
                    readonly placement: {
                        /** @enum {string} */
                        readonly where: "upper-right" | "anywhere";
                        readonly citation: string;
                    };
                };
                readonly rating?: {
                    /** @enum {string} */
                    readonly category: "1" | "1D" | "2" | "2D" | "3" | "3D";
                    readonly stars: number;
                    readonly score: number;
                    readonly baselinePoints: number;
                    readonly modifyingPoints: number;
                    readonly components: readonly {
                        /** @enum {string} */
                        readonly key: "energy_kj" | "saturated_fat" | "total_sugars" | "sodium" | "protein" | "dietary_fiber" | "fvnl";
                        /** @enum {string} */
                        readonly kind: "baseline" | "modifying";
                        readonly amount: number;
                        readonly points: number;
                        readonly row: string;
                        readonly counted: boolean;
                        readonly cite: string;
                    }[];
                    readonly starsRow: string;
                    /** @enum {string} */
                    readonly product?: "plain_water" | "unsweetened_flavoured_water" | "minimally_processed_fruit_vegetables";
                    readonly addedWater?: number;
                    /** @constant */
                    readonly voluntary: true;
                };
                readonly text: string;
                readonly citation: string;
                readonly explain?: {
                    readonly rule: string;
                    readonly threshold: number;
                    readonly basisGrams: number;
                    readonly tested: readonly {
                        /** @enum {string} */
                        readonly key: "energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re";
                        readonly amount: number;
                        readonly high: boolean;
                        readonly exempt?: {
                            readonly cite: string;
                            readonly text: string;
                        };
                    }[];
                    readonly exemptAll?: {
                        readonly cite: string;
                        readonly text: string;
                    };
                };
            };
            readonly altIngredientStatement?: string;
            readonly recipeId?: string;
            readonly recipeName: string;
            readonly metadata: {
                readonly [key: string]: string;
            };
            readonly provenance: {
                readonly engine: string;
                readonly rulesets: {
                    readonly fda: string;
                    readonly cfia: string;
                    readonly eu: string;
                    readonly china: string;
                    readonly uk: string;
                    readonly anz: string;
                    readonly mx: string;
                };
                readonly recipeId?: string;
                readonly recipeVersion?: number;
            };
        };
        readonly Food: {
            readonly id: string;
            /** @enum {string} */
            readonly source: "golden" | "usda" | "local";
            readonly name: string;
            readonly category: string;
            readonly nutrients: {
                readonly energy_kcal?: number;
                readonly energy_kj?: number;
                readonly total_fat?: number;
                readonly saturated_fat?: number;
                readonly trans_fat?: number;
                readonly monounsaturated_fat?: number;
                readonly polyunsaturated_fat?: number;
                readonly cholesterol?: number;
                readonly sodium?: number;
                readonly salt?: number;
                readonly total_carbohydrate?: number;
                readonly dietary_fiber?: number;
                readonly soluble_fiber?: number;
                readonly insoluble_fiber?: number;
                readonly total_sugars?: number;
                readonly added_sugars?: number;
                readonly sugar_alcohols?: number;
                readonly protein?: number;
                readonly vitamin_d?: number;
                readonly calcium?: number;
                readonly iron?: number;
                readonly potassium?: number;
                readonly vitamin_a?: number;
                readonly vitamin_c?: number;
                readonly vitamin_e?: number;
                readonly vitamin_k?: number;
                readonly thiamin?: number;
                readonly riboflavin?: number;
                readonly niacin?: number;
                readonly vitamin_b6?: number;
                readonly folate?: number;
                readonly vitamin_b12?: number;
                readonly biotin?: number;
                readonly pantothenic_acid?: number;
                readonly phosphorus?: number;
                readonly magnesium?: number;
                readonly zinc?: number;
                readonly iodine?: number;
                readonly selenium?: number;
                readonly copper?: number;
                readonly manganese?: number;
                readonly chromium?: number;
                readonly molybdenum?: number;
                readonly chloride?: number;
                readonly choline?: number;
                readonly omega_6_fat?: number;
                readonly omega_3_fat?: number;
                readonly vitamin_a_re?: number;
            };
            readonly portions: readonly {
                readonly name: string;
                readonly grams: number;
            }[];
            readonly allergens: readonly string[];
            readonly densityGPerMl?: number;
            /** @description search relevance; higher is better */
            readonly score?: number;
            /** Format: date-time */
            readonly createdAt?: string;
        };
    };
    responses: {
        /** @description 40501: known path, wrong method (Allow header set) */
        readonly MethodNotAllowed: {
            headers: {
                readonly "x-request-id": components["headers"]["x-request-id"];
                readonly Allow: components["headers"]["Allow"];
                readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                readonly [name: string]: unknown;
            };
            content: {
                readonly "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    readonly code?: 40501;
                };
            };
        };
        /** @description 40401: no such route, or no such resource for this account */
        readonly NotFound: {
            headers: {
                readonly "x-request-id": components["headers"]["x-request-id"];
                readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                readonly [name: string]: unknown;
            };
            content: {
                readonly "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    readonly code?: 40401;
                };
            };
        };
    };
    parameters: {
        /** @description The same key with the same body within 24 h replays the first answer (Idempotent-Replayed: true); with another body it is 409 (40901; api.md §5). */
        readonly "Idempotency-Key": string;
        /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
        readonly "x-request-id": string;
    };
    requestBodies: never;
    headers: {
        /** @description The request id (the client’s when it sent a sane one: 1–128 of A–Z a–z 0–9 . _ : -). */
        readonly "x-request-id": string;
        /** @description Requests allowed per 60 s window. */
        readonly "RateLimit-Limit": number;
        /** @description Requests left in the window. */
        readonly "RateLimit-Remaining": number;
        /** @description Seconds until the window frees a request. */
        readonly "RateLimit-Reset": number;
        /** @description Seconds to wait before retrying. */
        readonly "Retry-After": number;
        /** @description The next page: `</api/v1/recipes?cursor=…>; rel="next"` (absent on the last page). */
        readonly Link: string;
        /** @description attachment; filename="…" (and filename*=UTF-8''… for a non-ASCII name; RFC 6266). */
        readonly "Content-Disposition": string;
        /** @description true when this is the stored answer to an earlier request with the same Idempotency-Key. */
        readonly "Idempotent-Replayed": "true";
        /** @description The methods this path has. */
        readonly Allow: string;
        /** @description Bearer challenge of the operator routes. */
        readonly "WWW-Authenticate": string;
        /** @description How long the backup held the database, in ms. */
        readonly "X-Backup-Paused-Ms": number;
        /** @description What the page or document may load. */
        readonly "Content-Security-Policy": string;
        /** @description nosniff */
        readonly "X-Content-Type-Options": "nosniff";
        /** @description no-referrer */
        readonly "Referrer-Policy": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    readonly getHealthz: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            /** @constant */
                            readonly status: "ok";
                        };
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
        };
    };
    readonly getReadyz: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            /** @constant */
                            readonly status: "ready";
                            readonly store: string;
                        };
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getMetrics: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/plain": string;
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
        };
    };
    readonly postAdminBackup: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "Content-Disposition": components["headers"]["Content-Disposition"];
                    readonly "X-Backup-Paused-Ms": components["headers"]["X-Backup-Paused-Ms"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/gzip": string;
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 42201: valid shape but impossible content */
            readonly 422: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42201;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getRegulations: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: readonly {
                            /** @enum {string} */
                            readonly id: "fda" | "cfia" | "eu" | "china" | "uk" | "anz" | "mx";
                            readonly name: string;
                            readonly aliases: readonly string[];
                            readonly basis: readonly ("serving" | "container" | "racc" | "prepared" | "100g" | "100ml")[];
                            readonly options: readonly ("columns" | "layout" | "labelSurfaceSquareInches" | "principalDisplaySurfaceCm2" | "population" | "language" | "voluntary" | "prepared")[];
                            /** @description The values of each option the server applies for this format (voluntary: nutrient keys; prepared, an object: []; a number such as labelSurfaceSquareInches or principalDisplaySurfaceCm2: [], its bounds those of the option in the label request). An option the format has but the server does not apply yet is absent. */
                            readonly optionValues: {
                                readonly columns?: readonly string[];
                                readonly layout?: readonly string[];
                                readonly labelSurfaceSquareInches?: readonly string[];
                                readonly principalDisplaySurfaceCm2?: readonly string[];
                                readonly population?: readonly string[];
                                readonly language?: readonly string[];
                                readonly voluntary?: readonly string[];
                                readonly prepared?: readonly string[];
                            };
                        }[];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
        };
    };
    readonly getRegulationsCategories: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: readonly {
                            readonly key: string;
                            readonly name: string;
                            readonly formats: readonly ("fda" | "cfia")[];
                        }[];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
        };
    };
    readonly postLabel: {
        readonly parameters: {
            readonly query?: {
                readonly explain?: "1" | "true" | "0" | "false";
            };
            readonly header?: {
                /** @description The same key with the same body within 24 h replays the first answer (Idempotent-Replayed: true); with another body it is 409 (40901; api.md §5). */
                readonly "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly recipe?: components["schemas"]["Recipe"];
                    readonly recipeId?: string;
                    readonly regulation?: string;
                    /** @description Your own keys (a SKU, a batch number): at most 20 keys of 1..40 characters, string values of at most 500 characters; returned unchanged as data.metadata and in webhook events. */
                    readonly metadata?: {
                        readonly [key: string]: string;
                    };
                    readonly options?: {
                        /** @enum {string} */
                        readonly population?: "general" | "children_1_3" | "infants_7_12m";
                        /** @enum {string} */
                        readonly language?: "en" | "es" | "en-es";
                        /** @enum {string} */
                        readonly columns?: "auto" | "single" | "dual";
                        /** @enum {string} */
                        readonly layout?: "vertical" | "tabular" | "linear" | "simplified";
                        readonly labelSurfaceSquareInches?: number;
                        readonly principalDisplaySurfaceCm2?: number;
                        readonly voluntary?: readonly ("energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re")[];
                        readonly prepared?: {
                            readonly ingredients: readonly {
                                readonly name: string;
                                readonly weightGrams?: number;
                                readonly nutrients?: {
                                    readonly energy_kcal?: number;
                                    readonly energy_kj?: number;
                                    readonly total_fat?: number;
                                    readonly saturated_fat?: number;
                                    readonly trans_fat?: number;
                                    readonly monounsaturated_fat?: number;
                                    readonly polyunsaturated_fat?: number;
                                    readonly cholesterol?: number;
                                    readonly sodium?: number;
                                    readonly salt?: number;
                                    readonly total_carbohydrate?: number;
                                    readonly dietary_fiber?: number;
                                    readonly soluble_fiber?: number;
                                    readonly insoluble_fiber?: number;
                                    readonly total_sugars?: number;
                                    readonly added_sugars?: number;
                                    readonly sugar_alcohols?: number;
                                    readonly protein?: number;
                                    readonly vitamin_d?: number;
                                    readonly calcium?: number;
                                    readonly iron?: number;
                                    readonly potassium?: number;
                                    readonly vitamin_a?: number;
                                    readonly vitamin_c?: number;
                                    readonly vitamin_e?: number;
                                    readonly vitamin_k?: number;
                                    readonly thiamin?: number;
                                    readonly riboflavin?: number;
                                    readonly niacin?: number;
                                    readonly vitamin_b6?: number;
                                    readonly folate?: number;
                                    readonly vitamin_b12?: number;
                                    readonly biotin?: number;
                                    readonly pantothenic_acid?: number;
                                    readonly phosphorus?: number;
                                    readonly magnesium?: number;
                                    readonly zinc?: number;
                                    readonly iodine?: number;
                                    readonly selenium?: number;
                                    readonly copper?: number;
                                    readonly manganese?: number;
                                    readonly chromium?: number;
                                    readonly molybdenum?: number;
                                    readonly chloride?: number;
                                    readonly choline?: number;
                                    readonly omega_6_fat?: number;
                                    readonly omega_3_fat?: number;
                                    readonly vitamin_a_re?: number;
                                };
                                readonly foodId?: string;
                                readonly amount?: number;
                                readonly unit?: string;
                                readonly allergens?: readonly string[];
                                readonly subRecipeId?: string;
                                readonly sugarsBased?: boolean;
                                /** @enum {string} */
                                readonly canadaClass?: "fruit_vegetable" | "milk" | "milk_ingredient" | "dairy" | "whole_egg" | "nut_seed" | "vegetable_marine_oil" | "fish" | "grain" | "legume";
                                readonly added?: readonly ("sugars" | "fats" | "sodium" | "sweeteners" | "caffeine")[];
                            }[];
                            readonly yieldFactor?: number;
                        };
                    };
                } & (unknown | unknown);
            };
        };
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: components["schemas"]["LabelData"];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field); 40002: the body is not parseable JSON; 40003: unknown regulation (the message lists the allowed values); 40004: unknown unit, or units of different dimensions with no density to bridge them */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001 | 40002 | 40003 | 40004;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 40901: Idempotency-Key reused with a different body */
            readonly 409: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40901;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 41501: POST without a JSON content type */
            readonly 415: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41501;
                    };
                };
            };
            /** @description 42201: valid shape but impossible content */
            readonly 422: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42201;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly postLabelExport: {
        readonly parameters: {
            readonly query: {
                readonly format: string;
            };
            readonly header?: {
                /** @description The same key with the same body within 24 h replays the first answer (Idempotent-Replayed: true); with another body it is 409 (40901; api.md §5). */
                readonly "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": ({
                    readonly recipe?: components["schemas"]["Recipe"];
                    readonly recipeId?: string;
                    readonly regulation?: string;
                    /** @description Your own keys (a SKU, a batch number): at most 20 keys of 1..40 characters, string values of at most 500 characters; returned unchanged as data.metadata and in webhook events. */
                    readonly metadata?: {
                        readonly [key: string]: string;
                    };
                    readonly options?: {
                        /** @enum {string} */
                        readonly population?: "general" | "children_1_3" | "infants_7_12m";
                        /** @enum {string} */
                        readonly language?: "en" | "es" | "en-es";
                        /** @enum {string} */
                        readonly columns?: "auto" | "single" | "dual";
                        /** @enum {string} */
                        readonly layout?: "vertical" | "tabular" | "linear" | "simplified";
                        readonly labelSurfaceSquareInches?: number;
                        readonly principalDisplaySurfaceCm2?: number;
                        readonly voluntary?: readonly ("energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re")[];
                        readonly prepared?: {
                            readonly ingredients: readonly {
                                readonly name: string;
                                readonly weightGrams?: number;
                                readonly nutrients?: {
                                    readonly energy_kcal?: number;
                                    readonly energy_kj?: number;
                                    readonly total_fat?: number;
                                    readonly saturated_fat?: number;
                                    readonly trans_fat?: number;
                                    readonly monounsaturated_fat?: number;
                                    readonly polyunsaturated_fat?: number;
                                    readonly cholesterol?: number;
                                    readonly sodium?: number;
                                    readonly salt?: number;
                                    readonly total_carbohydrate?: number;
                                    readonly dietary_fiber?: number;
                                    readonly soluble_fiber?: number;
                                    readonly insoluble_fiber?: number;
                                    readonly total_sugars?: number;
                                    readonly added_sugars?: number;
                                    readonly sugar_alcohols?: number;
                                    readonly protein?: number;
                                    readonly vitamin_d?: number;
                                    readonly calcium?: number;
                                    readonly iron?: number;
                                    readonly potassium?: number;
                                    readonly vitamin_a?: number;
                                    readonly vitamin_c?: number;
                                    readonly vitamin_e?: number;
                                    readonly vitamin_k?: number;
                                    readonly thiamin?: number;
                                    readonly riboflavin?: number;
                                    readonly niacin?: number;
                                    readonly vitamin_b6?: number;
                                    readonly folate?: number;
                                    readonly vitamin_b12?: number;
                                    readonly biotin?: number;
                                    readonly pantothenic_acid?: number;
                                    readonly phosphorus?: number;
                                    readonly magnesium?: number;
                                    readonly zinc?: number;
                                    readonly iodine?: number;
                                    readonly selenium?: number;
                                    readonly copper?: number;
                                    readonly manganese?: number;
                                    readonly chromium?: number;
                                    readonly molybdenum?: number;
                                    readonly chloride?: number;
                                    readonly choline?: number;
                                    readonly omega_6_fat?: number;
                                    readonly omega_3_fat?: number;
                                    readonly vitamin_a_re?: number;
                                };
                                readonly foodId?: string;
                                readonly amount?: number;
                                readonly unit?: string;
                                readonly allergens?: readonly string[];
                                readonly subRecipeId?: string;
                                readonly sugarsBased?: boolean;
                                /** @enum {string} */
                                readonly canadaClass?: "fruit_vegetable" | "milk" | "milk_ingredient" | "dairy" | "whole_egg" | "nut_seed" | "vegetable_marine_oil" | "fish" | "grain" | "legume";
                                readonly added?: readonly ("sugars" | "fats" | "sodium" | "sweeteners" | "caffeine")[];
                            }[];
                            readonly yieldFactor?: number;
                        };
                    };
                } & (unknown | unknown)) | ({
                    readonly recipeIds?: readonly string[];
                    readonly recipes?: readonly {
                        readonly name: string;
                        readonly yieldFactor?: number;
                        readonly servingSizeGrams: number;
                        readonly servingsPerContainer?: number;
                        readonly ingredients: readonly {
                            readonly name: string;
                            readonly weightGrams?: number;
                            readonly nutrients?: {
                                readonly energy_kcal?: number;
                                readonly energy_kj?: number;
                                readonly total_fat?: number;
                                readonly saturated_fat?: number;
                                readonly trans_fat?: number;
                                readonly monounsaturated_fat?: number;
                                readonly polyunsaturated_fat?: number;
                                readonly cholesterol?: number;
                                readonly sodium?: number;
                                readonly salt?: number;
                                readonly total_carbohydrate?: number;
                                readonly dietary_fiber?: number;
                                readonly soluble_fiber?: number;
                                readonly insoluble_fiber?: number;
                                readonly total_sugars?: number;
                                readonly added_sugars?: number;
                                readonly sugar_alcohols?: number;
                                readonly protein?: number;
                                readonly vitamin_d?: number;
                                readonly calcium?: number;
                                readonly iron?: number;
                                readonly potassium?: number;
                                readonly vitamin_a?: number;
                                readonly vitamin_c?: number;
                                readonly vitamin_e?: number;
                                readonly vitamin_k?: number;
                                readonly thiamin?: number;
                                readonly riboflavin?: number;
                                readonly niacin?: number;
                                readonly vitamin_b6?: number;
                                readonly folate?: number;
                                readonly vitamin_b12?: number;
                                readonly biotin?: number;
                                readonly pantothenic_acid?: number;
                                readonly phosphorus?: number;
                                readonly magnesium?: number;
                                readonly zinc?: number;
                                readonly iodine?: number;
                                readonly selenium?: number;
                                readonly copper?: number;
                                readonly manganese?: number;
                                readonly chromium?: number;
                                readonly molybdenum?: number;
                                readonly chloride?: number;
                                readonly choline?: number;
                                readonly omega_6_fat?: number;
                                readonly omega_3_fat?: number;
                                readonly vitamin_a_re?: number;
                            };
                            readonly foodId?: string;
                            readonly amount?: number;
                            readonly unit?: string;
                            readonly allergens?: readonly string[];
                            readonly subRecipeId?: string;
                            readonly sugarsBased?: boolean;
                            /** @enum {string} */
                            readonly canadaClass?: "fruit_vegetable" | "milk" | "milk_ingredient" | "dairy" | "whole_egg" | "nut_seed" | "vegetable_marine_oil" | "fish" | "grain" | "legume";
                            readonly added?: readonly ("sugars" | "fats" | "sodium" | "sweeteners" | "caffeine")[];
                        }[];
                        readonly category?: string;
                        /** @enum {string} */
                        readonly form?: "solid" | "liquid";
                        readonly densityGPerMl?: number;
                        readonly householdMeasure?: string;
                        readonly canada?: {
                            /** @enum {string} */
                            readonly use?: "retail" | "shipping_container" | "restaurant_portion" | "institutional" | "manufacturing_ingredient" | "military_ration";
                            readonly availableDisplaySurfaceCm2?: number;
                            readonly refillableGlass?: boolean;
                            /** @enum {string} */
                            readonly nftExemption?: "alcoholic_beverage" | "raw_meat_not_ground" | "raw_meat_ground" | "raw_fish" | "prepared_in_store" | "roadside_stand" | "immediate_consumption" | "store_packaged_sticker";
                            readonly nftRequired?: boolean;
                            readonly supplementedFood?: boolean;
                            readonly supplementedFoodRepresentation?: boolean;
                            readonly cautionIdentifier?: boolean;
                            /** @enum {string} */
                            readonly solelyFor?: "infants_6_to_12_months" | "human_milk_fortifier" | "human_milk_substitute" | "formulated_liquid_diet" | "meal_replacement" | "nutritional_supplement" | "protein_restricted_diet" | "amino_acid_restricted_diet" | "very_low_energy_diet" | "children_1_to_4_years";
                            readonly mainDish?: boolean;
                        };
                        /** @enum {string} */
                        readonly hsrCategory?: "1" | "1D" | "2" | "2D" | "3" | "3D";
                        readonly fvnlPercent?: number;
                        readonly concentratedFvPercent?: number;
                        /** @enum {string} */
                        readonly hsrProduct?: "plain_water" | "unsweetened_flavoured_water" | "minimally_processed_fruit_vegetables";
                        readonly hsrAddedWater?: number;
                    }[];
                    readonly regulation?: string;
                    readonly options?: {
                        /** @enum {string} */
                        readonly population?: "general" | "children_1_3" | "infants_7_12m";
                        /** @enum {string} */
                        readonly language?: "en" | "es" | "en-es";
                        /** @enum {string} */
                        readonly columns?: "auto" | "single" | "dual";
                        /** @enum {string} */
                        readonly layout?: "vertical" | "tabular" | "linear" | "simplified";
                        readonly labelSurfaceSquareInches?: number;
                        readonly principalDisplaySurfaceCm2?: number;
                        readonly voluntary?: readonly ("energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re")[];
                        readonly prepared?: {
                            readonly ingredients: readonly {
                                readonly name: string;
                                readonly weightGrams?: number;
                                readonly nutrients?: {
                                    readonly energy_kcal?: number;
                                    readonly energy_kj?: number;
                                    readonly total_fat?: number;
                                    readonly saturated_fat?: number;
                                    readonly trans_fat?: number;
                                    readonly monounsaturated_fat?: number;
                                    readonly polyunsaturated_fat?: number;
                                    readonly cholesterol?: number;
                                    readonly sodium?: number;
                                    readonly salt?: number;
                                    readonly total_carbohydrate?: number;
                                    readonly dietary_fiber?: number;
                                    readonly soluble_fiber?: number;
                                    readonly insoluble_fiber?: number;
                                    readonly total_sugars?: number;
                                    readonly added_sugars?: number;
                                    readonly sugar_alcohols?: number;
                                    readonly protein?: number;
                                    readonly vitamin_d?: number;
                                    readonly calcium?: number;
                                    readonly iron?: number;
                                    readonly potassium?: number;
                                    readonly vitamin_a?: number;
                                    readonly vitamin_c?: number;
                                    readonly vitamin_e?: number;
                                    readonly vitamin_k?: number;
                                    readonly thiamin?: number;
                                    readonly riboflavin?: number;
                                    readonly niacin?: number;
                                    readonly vitamin_b6?: number;
                                    readonly folate?: number;
                                    readonly vitamin_b12?: number;
                                    readonly biotin?: number;
                                    readonly pantothenic_acid?: number;
                                    readonly phosphorus?: number;
                                    readonly magnesium?: number;
                                    readonly zinc?: number;
                                    readonly iodine?: number;
                                    readonly selenium?: number;
                                    readonly copper?: number;
                                    readonly manganese?: number;
                                    readonly chromium?: number;
                                    readonly molybdenum?: number;
                                    readonly chloride?: number;
                                    readonly choline?: number;
                                    readonly omega_6_fat?: number;
                                    readonly omega_3_fat?: number;
                                    readonly vitamin_a_re?: number;
                                };
                                readonly foodId?: string;
                                readonly amount?: number;
                                readonly unit?: string;
                                readonly allergens?: readonly string[];
                                readonly subRecipeId?: string;
                                readonly sugarsBased?: boolean;
                                /** @enum {string} */
                                readonly canadaClass?: "fruit_vegetable" | "milk" | "milk_ingredient" | "dairy" | "whole_egg" | "nut_seed" | "vegetable_marine_oil" | "fish" | "grain" | "legume";
                                readonly added?: readonly ("sugars" | "fats" | "sodium" | "sweeteners" | "caffeine")[];
                            }[];
                            readonly yieldFactor?: number;
                        };
                    };
                } | {
                    readonly recipes: unknown;
                } | {
                    readonly recipeIds: unknown;
                });
            };
        };
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly "Content-Disposition": components["headers"]["Content-Disposition"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/csv": string;
                };
            };
            /** @description 40001: the body or query fails validation (details name every field); 40002: the body is not parseable JSON; 40003: unknown regulation (the message lists the allowed values); 40004: unknown unit, or units of different dimensions with no density to bridge them; 40005: unknown format for export or render */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001 | 40002 | 40003 | 40004 | 40005;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 40901: Idempotency-Key reused with a different body */
            readonly 409: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40901;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 41501: POST without a JSON content type */
            readonly 415: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41501;
                    };
                };
            };
            /** @description 42201: valid shape but impossible content */
            readonly 422: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42201;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly postLabelsBatch: {
        readonly parameters: {
            readonly query?: {
                readonly explain?: "1" | "true" | "0" | "false";
            };
            readonly header?: {
                /** @description The same key with the same body within 24 h replays the first answer (Idempotent-Replayed: true); with another body it is 409 (40901; api.md §5). */
                readonly "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly recipeIds?: readonly string[];
                    readonly recipes?: readonly components["schemas"]["Recipe"][];
                    readonly regulation?: string;
                    readonly options?: {
                        /** @enum {string} */
                        readonly population?: "general" | "children_1_3" | "infants_7_12m";
                        /** @enum {string} */
                        readonly language?: "en" | "es" | "en-es";
                        /** @enum {string} */
                        readonly columns?: "auto" | "single" | "dual";
                        /** @enum {string} */
                        readonly layout?: "vertical" | "tabular" | "linear" | "simplified";
                        readonly labelSurfaceSquareInches?: number;
                        readonly principalDisplaySurfaceCm2?: number;
                        readonly voluntary?: readonly ("energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re")[];
                        readonly prepared?: {
                            readonly ingredients: readonly {
                                readonly name: string;
                                readonly weightGrams?: number;
                                readonly nutrients?: {
                                    readonly energy_kcal?: number;
                                    readonly energy_kj?: number;
                                    readonly total_fat?: number;
                                    readonly saturated_fat?: number;
                                    readonly trans_fat?: number;
                                    readonly monounsaturated_fat?: number;
                                    readonly polyunsaturated_fat?: number;
                                    readonly cholesterol?: number;
                                    readonly sodium?: number;
                                    readonly salt?: number;
                                    readonly total_carbohydrate?: number;
                                    readonly dietary_fiber?: number;
                                    readonly soluble_fiber?: number;
                                    readonly insoluble_fiber?: number;
                                    readonly total_sugars?: number;
                                    readonly added_sugars?: number;
                                    readonly sugar_alcohols?: number;
                                    readonly protein?: number;
                                    readonly vitamin_d?: number;
                                    readonly calcium?: number;
                                    readonly iron?: number;
                                    readonly potassium?: number;
                                    readonly vitamin_a?: number;
                                    readonly vitamin_c?: number;
                                    readonly vitamin_e?: number;
                                    readonly vitamin_k?: number;
                                    readonly thiamin?: number;
                                    readonly riboflavin?: number;
                                    readonly niacin?: number;
                                    readonly vitamin_b6?: number;
                                    readonly folate?: number;
                                    readonly vitamin_b12?: number;
                                    readonly biotin?: number;
                                    readonly pantothenic_acid?: number;
                                    readonly phosphorus?: number;
                                    readonly magnesium?: number;
                                    readonly zinc?: number;
                                    readonly iodine?: number;
                                    readonly selenium?: number;
                                    readonly copper?: number;
                                    readonly manganese?: number;
                                    readonly chromium?: number;
                                    readonly molybdenum?: number;
                                    readonly chloride?: number;
                                    readonly choline?: number;
                                    readonly omega_6_fat?: number;
                                    readonly omega_3_fat?: number;
                                    readonly vitamin_a_re?: number;
                                };
                                readonly foodId?: string;
                                readonly amount?: number;
                                readonly unit?: string;
                                readonly allergens?: readonly string[];
                                readonly subRecipeId?: string;
                                readonly sugarsBased?: boolean;
                                /** @enum {string} */
                                readonly canadaClass?: "fruit_vegetable" | "milk" | "milk_ingredient" | "dairy" | "whole_egg" | "nut_seed" | "vegetable_marine_oil" | "fish" | "grain" | "legume";
                                readonly added?: readonly ("sugars" | "fats" | "sodium" | "sweeteners" | "caffeine")[];
                            }[];
                            readonly yieldFactor?: number;
                        };
                    };
                } | {
                    readonly recipes: unknown;
                } | {
                    readonly recipeIds: unknown;
                };
            };
        };
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: readonly ({
                            /** @constant */
                            readonly code: 0;
                            readonly data: components["schemas"]["LabelData"];
                        } | components["schemas"]["Error"])[];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field); 40002: the body is not parseable JSON; 40003: unknown regulation (the message lists the allowed values) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001 | 40002 | 40003;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40901: Idempotency-Key reused with a different body */
            readonly 409: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40901;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 41501: POST without a JSON content type */
            readonly 415: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41501;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getUnitsConvert: {
        readonly parameters: {
            readonly query: {
                readonly value: string;
                readonly from: string;
                readonly to: string;
                readonly foodId?: string;
                readonly density?: string;
            };
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            readonly originalAmount: number;
                            readonly originalUnit: string;
                            readonly convertedAmount: number;
                            readonly convertedUnit: string;
                        };
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field); 40004: unknown unit, or units of different dimensions with no density to bridge them */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001 | 40004;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42201: valid shape but impossible content */
            readonly 422: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42201;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getRecipes: {
        readonly parameters: {
            readonly query?: {
                readonly limit?: string;
                readonly cursor?: string;
            };
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly Link: components["headers"]["Link"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: readonly {
                            readonly id: string;
                            readonly name: string;
                            readonly servingSizeGrams: number | null;
                            readonly servingsPerContainer: number | null;
                            readonly yieldFactor: number;
                            readonly ingredientCount: number;
                            readonly regulation: string;
                            /** Format: date-time */
                            readonly createdAt: string;
                            /** Format: date-time */
                            readonly updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly postRecipes: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description The same key with the same body within 24 h replays the first answer (Idempotent-Replayed: true); with another body it is 409 (40901; api.md §5). */
                readonly "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly id?: string;
                    readonly name: string;
                    readonly regulation?: string;
                    readonly recipe: {
                        readonly yieldFactor?: number;
                        readonly servingSizeGrams: number;
                        readonly servingsPerContainer?: number;
                        readonly ingredients: readonly {
                            readonly name: string;
                            readonly weightGrams?: number;
                            readonly nutrients?: {
                                readonly energy_kcal?: number;
                                readonly energy_kj?: number;
                                readonly total_fat?: number;
                                readonly saturated_fat?: number;
                                readonly trans_fat?: number;
                                readonly monounsaturated_fat?: number;
                                readonly polyunsaturated_fat?: number;
                                readonly cholesterol?: number;
                                readonly sodium?: number;
                                readonly salt?: number;
                                readonly total_carbohydrate?: number;
                                readonly dietary_fiber?: number;
                                readonly soluble_fiber?: number;
                                readonly insoluble_fiber?: number;
                                readonly total_sugars?: number;
                                readonly added_sugars?: number;
                                readonly sugar_alcohols?: number;
                                readonly protein?: number;
                                readonly vitamin_d?: number;
                                readonly calcium?: number;
                                readonly iron?: number;
                                readonly potassium?: number;
                                readonly vitamin_a?: number;
                                readonly vitamin_c?: number;
                                readonly vitamin_e?: number;
                                readonly vitamin_k?: number;
                                readonly thiamin?: number;
                                readonly riboflavin?: number;
                                readonly niacin?: number;
                                readonly vitamin_b6?: number;
                                readonly folate?: number;
                                readonly vitamin_b12?: number;
                                readonly biotin?: number;
                                readonly pantothenic_acid?: number;
                                readonly phosphorus?: number;
                                readonly magnesium?: number;
                                readonly zinc?: number;
                                readonly iodine?: number;
                                readonly selenium?: number;
                                readonly copper?: number;
                                readonly manganese?: number;
                                readonly chromium?: number;
                                readonly molybdenum?: number;
                                readonly chloride?: number;
                                readonly choline?: number;
                                readonly omega_6_fat?: number;
                                readonly omega_3_fat?: number;
                                readonly vitamin_a_re?: number;
                            };
                            readonly foodId?: string;
                            readonly amount?: number;
                            readonly unit?: string;
                            readonly allergens?: readonly string[];
                            readonly subRecipeId?: string;
                            readonly sugarsBased?: boolean;
                            /** @enum {string} */
                            readonly canadaClass?: "fruit_vegetable" | "milk" | "milk_ingredient" | "dairy" | "whole_egg" | "nut_seed" | "vegetable_marine_oil" | "fish" | "grain" | "legume";
                            readonly added?: readonly ("sugars" | "fats" | "sodium" | "sweeteners" | "caffeine")[];
                        }[];
                        readonly category?: string;
                        /** @enum {string} */
                        readonly form?: "solid" | "liquid";
                        readonly densityGPerMl?: number;
                        readonly householdMeasure?: string;
                        readonly canada?: {
                            /** @enum {string} */
                            readonly use?: "retail" | "shipping_container" | "restaurant_portion" | "institutional" | "manufacturing_ingredient" | "military_ration";
                            readonly availableDisplaySurfaceCm2?: number;
                            readonly refillableGlass?: boolean;
                            /** @enum {string} */
                            readonly nftExemption?: "alcoholic_beverage" | "raw_meat_not_ground" | "raw_meat_ground" | "raw_fish" | "prepared_in_store" | "roadside_stand" | "immediate_consumption" | "store_packaged_sticker";
                            readonly nftRequired?: boolean;
                            readonly supplementedFood?: boolean;
                            readonly supplementedFoodRepresentation?: boolean;
                            readonly cautionIdentifier?: boolean;
                            /** @enum {string} */
                            readonly solelyFor?: "infants_6_to_12_months" | "human_milk_fortifier" | "human_milk_substitute" | "formulated_liquid_diet" | "meal_replacement" | "nutritional_supplement" | "protein_restricted_diet" | "amino_acid_restricted_diet" | "very_low_energy_diet" | "children_1_to_4_years";
                            readonly mainDish?: boolean;
                        };
                        /** @enum {string} */
                        readonly hsrCategory?: "1" | "1D" | "2" | "2D" | "3" | "3D";
                        readonly fvnlPercent?: number;
                        readonly concentratedFvPercent?: number;
                        /** @enum {string} */
                        readonly hsrProduct?: "plain_water" | "unsweetened_flavoured_water" | "minimally_processed_fruit_vegetables";
                        readonly hsrAddedWater?: number;
                        readonly name?: string;
                    };
                    /** @description Your own keys (a SKU, a batch number): at most 20 keys of 1..40 characters, string values of at most 500 characters; returned unchanged as data.metadata and in webhook events. */
                    readonly metadata?: {
                        readonly [key: string]: string;
                    };
                    readonly options?: {
                        /** @enum {string} */
                        readonly population?: "general" | "children_1_3" | "infants_7_12m";
                        /** @enum {string} */
                        readonly language?: "en" | "es" | "en-es";
                        /** @enum {string} */
                        readonly columns?: "auto" | "single" | "dual";
                        /** @enum {string} */
                        readonly layout?: "vertical" | "tabular" | "linear" | "simplified";
                        readonly labelSurfaceSquareInches?: number;
                        readonly principalDisplaySurfaceCm2?: number;
                        readonly voluntary?: readonly ("energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re")[];
                        readonly prepared?: {
                            readonly ingredients: readonly {
                                readonly name: string;
                                readonly weightGrams?: number;
                                readonly nutrients?: {
                                    readonly energy_kcal?: number;
                                    readonly energy_kj?: number;
                                    readonly total_fat?: number;
                                    readonly saturated_fat?: number;
                                    readonly trans_fat?: number;
                                    readonly monounsaturated_fat?: number;
                                    readonly polyunsaturated_fat?: number;
                                    readonly cholesterol?: number;
                                    readonly sodium?: number;
                                    readonly salt?: number;
                                    readonly total_carbohydrate?: number;
                                    readonly dietary_fiber?: number;
                                    readonly soluble_fiber?: number;
                                    readonly insoluble_fiber?: number;
                                    readonly total_sugars?: number;
                                    readonly added_sugars?: number;
                                    readonly sugar_alcohols?: number;
                                    readonly protein?: number;
                                    readonly vitamin_d?: number;
                                    readonly calcium?: number;
                                    readonly iron?: number;
                                    readonly potassium?: number;
                                    readonly vitamin_a?: number;
                                    readonly vitamin_c?: number;
                                    readonly vitamin_e?: number;
                                    readonly vitamin_k?: number;
                                    readonly thiamin?: number;
                                    readonly riboflavin?: number;
                                    readonly niacin?: number;
                                    readonly vitamin_b6?: number;
                                    readonly folate?: number;
                                    readonly vitamin_b12?: number;
                                    readonly biotin?: number;
                                    readonly pantothenic_acid?: number;
                                    readonly phosphorus?: number;
                                    readonly magnesium?: number;
                                    readonly zinc?: number;
                                    readonly iodine?: number;
                                    readonly selenium?: number;
                                    readonly copper?: number;
                                    readonly manganese?: number;
                                    readonly chromium?: number;
                                    readonly molybdenum?: number;
                                    readonly chloride?: number;
                                    readonly choline?: number;
                                    readonly omega_6_fat?: number;
                                    readonly omega_3_fat?: number;
                                    readonly vitamin_a_re?: number;
                                };
                                readonly foodId?: string;
                                readonly amount?: number;
                                readonly unit?: string;
                                readonly allergens?: readonly string[];
                                readonly subRecipeId?: string;
                                readonly sugarsBased?: boolean;
                                /** @enum {string} */
                                readonly canadaClass?: "fruit_vegetable" | "milk" | "milk_ingredient" | "dairy" | "whole_egg" | "nut_seed" | "vegetable_marine_oil" | "fish" | "grain" | "legume";
                                readonly added?: readonly ("sugars" | "fats" | "sodium" | "sweeteners" | "caffeine")[];
                            }[];
                            readonly yieldFactor?: number;
                        };
                    };
                };
            };
        };
        readonly responses: {
            /** @description Updated */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            readonly id: string;
                            readonly name: string;
                            /** Format: date-time */
                            readonly createdAt: string;
                            /** Format: date-time */
                            readonly updatedAt: string;
                            readonly version: number;
                            readonly metadata: {
                                readonly [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Created */
            readonly 201: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            readonly id: string;
                            readonly name: string;
                            /** Format: date-time */
                            readonly createdAt: string;
                            /** Format: date-time */
                            readonly updatedAt: string;
                            readonly version: number;
                            readonly metadata: {
                                readonly [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field); 40002: the body is not parseable JSON; 40003: unknown regulation (the message lists the allowed values); 40004: unknown unit, or units of different dimensions with no density to bridge them */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001 | 40002 | 40003 | 40004;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 40901: Idempotency-Key reused with a different body */
            readonly 409: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40901;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 41501: POST without a JSON content type */
            readonly 415: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41501;
                    };
                };
            };
            /** @description 42201: valid shape but impossible content */
            readonly 422: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42201;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getRecipesId: {
        readonly parameters: {
            readonly query?: {
                readonly version?: string;
            };
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path: {
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            readonly id: string;
                            readonly name: string;
                            /** Format: date-time */
                            readonly createdAt: string;
                            /** Format: date-time */
                            readonly updatedAt: string;
                            readonly version: number;
                            readonly metadata: {
                                readonly [key: string]: string;
                            };
                            readonly regulation: string;
                            readonly recipe: components["schemas"]["Recipe"];
                            readonly options: {
                                /** @enum {string} */
                                readonly population?: "general" | "children_1_3" | "infants_7_12m";
                                /** @enum {string} */
                                readonly language?: "en" | "es" | "en-es";
                                /** @enum {string} */
                                readonly columns?: "auto" | "single" | "dual";
                                /** @enum {string} */
                                readonly layout?: "vertical" | "tabular" | "linear" | "simplified";
                                readonly labelSurfaceSquareInches?: number;
                                readonly principalDisplaySurfaceCm2?: number;
                                readonly voluntary?: readonly ("energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re")[];
                                readonly prepared?: {
                                    readonly ingredients: readonly {
                                        readonly name: string;
                                        readonly weightGrams?: number;
                                        readonly nutrients?: {
                                            readonly energy_kcal?: number;
                                            readonly energy_kj?: number;
                                            readonly total_fat?: number;
                                            readonly saturated_fat?: number;
                                            readonly trans_fat?: number;
                                            readonly monounsaturated_fat?: number;
                                            readonly polyunsaturated_fat?: number;
                                            readonly cholesterol?: number;
                                            readonly sodium?: number;
                                            readonly salt?: number;
                                            readonly total_carbohydrate?: number;
                                            readonly dietary_fiber?: number;
                                            readonly soluble_fiber?: number;
                                            readonly insoluble_fiber?: number;
                                            readonly total_sugars?: number;
                                            readonly added_sugars?: number;
                                            readonly sugar_alcohols?: number;
                                            readonly protein?: number;
                                            readonly vitamin_d?: number;
                                            readonly calcium?: number;
                                            readonly iron?: number;
                                            readonly potassium?: number;
                                            readonly vitamin_a?: number;
                                            readonly vitamin_c?: number;
                                            readonly vitamin_e?: number;
                                            readonly vitamin_k?: number;
                                            readonly thiamin?: number;
                                            readonly riboflavin?: number;
                                            readonly niacin?: number;
                                            readonly vitamin_b6?: number;
                                            readonly folate?: number;
                                            readonly vitamin_b12?: number;
                                            readonly biotin?: number;
                                            readonly pantothenic_acid?: number;
                                            readonly phosphorus?: number;
                                            readonly magnesium?: number;
                                            readonly zinc?: number;
                                            readonly iodine?: number;
                                            readonly selenium?: number;
                                            readonly copper?: number;
                                            readonly manganese?: number;
                                            readonly chromium?: number;
                                            readonly molybdenum?: number;
                                            readonly chloride?: number;
                                            readonly choline?: number;
                                            readonly omega_6_fat?: number;
                                            readonly omega_3_fat?: number;
                                            readonly vitamin_a_re?: number;
                                        };
                                        readonly foodId?: string;
                                        readonly amount?: number;
                                        readonly unit?: string;
                                        readonly allergens?: readonly string[];
                                        readonly subRecipeId?: string;
                                        readonly sugarsBased?: boolean;
                                        /** @enum {string} */
                                        readonly canadaClass?: "fruit_vegetable" | "milk" | "milk_ingredient" | "dairy" | "whole_egg" | "nut_seed" | "vegetable_marine_oil" | "fish" | "grain" | "legume";
                                        readonly added?: readonly ("sugars" | "fats" | "sodium" | "sweeteners" | "caffeine")[];
                                    }[];
                                    readonly yieldFactor?: number;
                                };
                            };
                        };
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly deleteRecipesId: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path: {
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            readonly id: string;
                            /** @constant */
                            readonly deleted: true;
                        };
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getRecipesIdVersions: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path: {
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: readonly {
                            readonly version: number;
                            readonly name: string;
                            readonly regulation: string;
                            /** Format: date-time */
                            readonly updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getRecipesIdLabelDiff: {
        readonly parameters: {
            readonly query?: {
                readonly from?: string;
                readonly to?: string;
                readonly regulation?: string;
            };
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path: {
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            readonly recipeId: string;
                            readonly from: number;
                            readonly to: number;
                            readonly regulation: string;
                            readonly changes: readonly {
                                readonly path: string;
                                readonly from: unknown;
                                readonly to: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field); 40003: unknown regulation (the message lists the allowed values); 40004: unknown unit, or units of different dimensions with no density to bridge them */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001 | 40003 | 40004;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42201: valid shape but impossible content */
            readonly 422: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42201;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly postRecipesIdLabel: {
        readonly parameters: {
            readonly query?: {
                readonly version?: string;
                readonly explain?: "1" | "true" | "0" | "false";
            };
            readonly header?: {
                /** @description The same key with the same body within 24 h replays the first answer (Idempotent-Replayed: true); with another body it is 409 (40901; api.md §5). */
                readonly "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path: {
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: {
            readonly content: {
                readonly "application/json": {
                    readonly regulation?: string;
                    /** @description Your own keys (a SKU, a batch number): at most 20 keys of 1..40 characters, string values of at most 500 characters; returned unchanged as data.metadata and in webhook events. */
                    readonly metadata?: {
                        readonly [key: string]: string;
                    };
                    readonly options?: {
                        /** @enum {string} */
                        readonly population?: "general" | "children_1_3" | "infants_7_12m";
                        /** @enum {string} */
                        readonly language?: "en" | "es" | "en-es";
                        /** @enum {string} */
                        readonly columns?: "auto" | "single" | "dual";
                        /** @enum {string} */
                        readonly layout?: "vertical" | "tabular" | "linear" | "simplified";
                        readonly labelSurfaceSquareInches?: number;
                        readonly principalDisplaySurfaceCm2?: number;
                        readonly voluntary?: readonly ("energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re")[];
                        readonly prepared?: {
                            readonly ingredients: readonly {
                                readonly name: string;
                                readonly weightGrams?: number;
                                readonly nutrients?: {
                                    readonly energy_kcal?: number;
                                    readonly energy_kj?: number;
                                    readonly total_fat?: number;
                                    readonly saturated_fat?: number;
                                    readonly trans_fat?: number;
                                    readonly monounsaturated_fat?: number;
                                    readonly polyunsaturated_fat?: number;
                                    readonly cholesterol?: number;
                                    readonly sodium?: number;
                                    readonly salt?: number;
                                    readonly total_carbohydrate?: number;
                                    readonly dietary_fiber?: number;
                                    readonly soluble_fiber?: number;
                                    readonly insoluble_fiber?: number;
                                    readonly total_sugars?: number;
                                    readonly added_sugars?: number;
                                    readonly sugar_alcohols?: number;
                                    readonly protein?: number;
                                    readonly vitamin_d?: number;
                                    readonly calcium?: number;
                                    readonly iron?: number;
                                    readonly potassium?: number;
                                    readonly vitamin_a?: number;
                                    readonly vitamin_c?: number;
                                    readonly vitamin_e?: number;
                                    readonly vitamin_k?: number;
                                    readonly thiamin?: number;
                                    readonly riboflavin?: number;
                                    readonly niacin?: number;
                                    readonly vitamin_b6?: number;
                                    readonly folate?: number;
                                    readonly vitamin_b12?: number;
                                    readonly biotin?: number;
                                    readonly pantothenic_acid?: number;
                                    readonly phosphorus?: number;
                                    readonly magnesium?: number;
                                    readonly zinc?: number;
                                    readonly iodine?: number;
                                    readonly selenium?: number;
                                    readonly copper?: number;
                                    readonly manganese?: number;
                                    readonly chromium?: number;
                                    readonly molybdenum?: number;
                                    readonly chloride?: number;
                                    readonly choline?: number;
                                    readonly omega_6_fat?: number;
                                    readonly omega_3_fat?: number;
                                    readonly vitamin_a_re?: number;
                                };
                                readonly foodId?: string;
                                readonly amount?: number;
                                readonly unit?: string;
                                readonly allergens?: readonly string[];
                                readonly subRecipeId?: string;
                                readonly sugarsBased?: boolean;
                                /** @enum {string} */
                                readonly canadaClass?: "fruit_vegetable" | "milk" | "milk_ingredient" | "dairy" | "whole_egg" | "nut_seed" | "vegetable_marine_oil" | "fish" | "grain" | "legume";
                                readonly added?: readonly ("sugars" | "fats" | "sodium" | "sweeteners" | "caffeine")[];
                            }[];
                            readonly yieldFactor?: number;
                        };
                    };
                };
            };
        };
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: components["schemas"]["LabelData"];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field); 40002: the body is not parseable JSON; 40003: unknown regulation (the message lists the allowed values); 40004: unknown unit, or units of different dimensions with no density to bridge them */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001 | 40002 | 40003 | 40004;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 40901: Idempotency-Key reused with a different body */
            readonly 409: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40901;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 41501: POST without a JSON content type */
            readonly 415: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41501;
                    };
                };
            };
            /** @description 42201: valid shape but impossible content */
            readonly 422: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42201;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getIngredientsSearch: {
        readonly parameters: {
            readonly query: {
                readonly q: string;
                readonly limit?: string;
            };
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            readonly local: readonly components["schemas"]["Food"][];
                            readonly golden: readonly components["schemas"]["Food"][];
                            readonly usda: readonly components["schemas"]["Food"][];
                        };
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getIngredients: {
        readonly parameters: {
            readonly query?: {
                readonly limit?: string;
                readonly cursor?: string;
            };
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly Link: components["headers"]["Link"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: readonly components["schemas"]["Food"][];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly postIngredients: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description The same key with the same body within 24 h replays the first answer (Idempotent-Replayed: true); with another body it is 409 (40901; api.md §5). */
                readonly "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly name: string;
                    readonly nutrients: {
                        readonly energy_kcal?: number;
                        readonly energy_kj?: number;
                        readonly total_fat?: number;
                        readonly saturated_fat?: number;
                        readonly trans_fat?: number;
                        readonly monounsaturated_fat?: number;
                        readonly polyunsaturated_fat?: number;
                        readonly cholesterol?: number;
                        readonly sodium?: number;
                        readonly salt?: number;
                        readonly total_carbohydrate?: number;
                        readonly dietary_fiber?: number;
                        readonly soluble_fiber?: number;
                        readonly insoluble_fiber?: number;
                        readonly total_sugars?: number;
                        readonly added_sugars?: number;
                        readonly sugar_alcohols?: number;
                        readonly protein?: number;
                        readonly vitamin_d?: number;
                        readonly calcium?: number;
                        readonly iron?: number;
                        readonly potassium?: number;
                        readonly vitamin_a?: number;
                        readonly vitamin_c?: number;
                        readonly vitamin_e?: number;
                        readonly vitamin_k?: number;
                        readonly thiamin?: number;
                        readonly riboflavin?: number;
                        readonly niacin?: number;
                        readonly vitamin_b6?: number;
                        readonly folate?: number;
                        readonly vitamin_b12?: number;
                        readonly biotin?: number;
                        readonly pantothenic_acid?: number;
                        readonly phosphorus?: number;
                        readonly magnesium?: number;
                        readonly zinc?: number;
                        readonly iodine?: number;
                        readonly selenium?: number;
                        readonly copper?: number;
                        readonly manganese?: number;
                        readonly chromium?: number;
                        readonly molybdenum?: number;
                        readonly chloride?: number;
                        readonly choline?: number;
                        readonly omega_6_fat?: number;
                        readonly omega_3_fat?: number;
                        readonly vitamin_a_re?: number;
                    };
                    readonly portions?: readonly {
                        readonly name: string;
                        readonly grams: number;
                    }[];
                    readonly allergens?: readonly string[];
                };
            };
        };
        readonly responses: {
            /** @description Created */
            readonly 201: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: components["schemas"]["Food"];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field); 40002: the body is not parseable JSON */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001 | 40002;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40901: Idempotency-Key reused with a different body */
            readonly 409: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40901;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 41501: POST without a JSON content type */
            readonly 415: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41501;
                    };
                };
            };
            /** @description 42201: valid shape but impossible content */
            readonly 422: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42201;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getIngredientsId: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path: {
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: components["schemas"]["Food"];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly putIngredientsId: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path: {
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly name: string;
                    readonly nutrients: {
                        readonly energy_kcal?: number;
                        readonly energy_kj?: number;
                        readonly total_fat?: number;
                        readonly saturated_fat?: number;
                        readonly trans_fat?: number;
                        readonly monounsaturated_fat?: number;
                        readonly polyunsaturated_fat?: number;
                        readonly cholesterol?: number;
                        readonly sodium?: number;
                        readonly salt?: number;
                        readonly total_carbohydrate?: number;
                        readonly dietary_fiber?: number;
                        readonly soluble_fiber?: number;
                        readonly insoluble_fiber?: number;
                        readonly total_sugars?: number;
                        readonly added_sugars?: number;
                        readonly sugar_alcohols?: number;
                        readonly protein?: number;
                        readonly vitamin_d?: number;
                        readonly calcium?: number;
                        readonly iron?: number;
                        readonly potassium?: number;
                        readonly vitamin_a?: number;
                        readonly vitamin_c?: number;
                        readonly vitamin_e?: number;
                        readonly vitamin_k?: number;
                        readonly thiamin?: number;
                        readonly riboflavin?: number;
                        readonly niacin?: number;
                        readonly vitamin_b6?: number;
                        readonly folate?: number;
                        readonly vitamin_b12?: number;
                        readonly biotin?: number;
                        readonly pantothenic_acid?: number;
                        readonly phosphorus?: number;
                        readonly magnesium?: number;
                        readonly zinc?: number;
                        readonly iodine?: number;
                        readonly selenium?: number;
                        readonly copper?: number;
                        readonly manganese?: number;
                        readonly chromium?: number;
                        readonly molybdenum?: number;
                        readonly chloride?: number;
                        readonly choline?: number;
                        readonly omega_6_fat?: number;
                        readonly omega_3_fat?: number;
                        readonly vitamin_a_re?: number;
                    };
                    readonly portions?: readonly {
                        readonly name: string;
                        readonly grams: number;
                    }[];
                    readonly allergens?: readonly string[];
                };
            };
        };
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: components["schemas"]["Food"];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field); 40002: the body is not parseable JSON */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001 | 40002;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 41501: POST without a JSON content type */
            readonly 415: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41501;
                    };
                };
            };
            /** @description 42201: valid shape but impossible content */
            readonly 422: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42201;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly deleteIngredientsId: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path: {
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            readonly id: string;
                            /** @constant */
                            readonly deleted: true;
                        };
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly postWebhooksConfigure: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description The same key with the same body within 24 h replays the first answer (Idempotent-Replayed: true); with another body it is 409 (40901; api.md §5). */
                readonly "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    /** @description https:// URL of the receiver, at a public address (a server configured for private receivers also takes http://) */
                    readonly url: string;
                    readonly events: readonly ("label.generated" | "label.updated")[];
                    readonly secret: string;
                };
            };
        };
        readonly responses: {
            /** @description Updated */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            readonly id: string;
                            readonly url: string;
                            readonly events: readonly ("label.generated" | "label.updated")[];
                            /** Format: date-time */
                            readonly createdAt: string;
                        };
                    };
                };
            };
            /** @description Created */
            readonly 201: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            readonly id: string;
                            readonly url: string;
                            readonly events: readonly ("label.generated" | "label.updated")[];
                            /** Format: date-time */
                            readonly createdAt: string;
                        };
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field); 40002: the body is not parseable JSON */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001 | 40002;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40901: Idempotency-Key reused with a different body */
            readonly 409: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40901;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 41501: POST without a JSON content type */
            readonly 415: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41501;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getWebhooks: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: readonly {
                            readonly id: string;
                            readonly url: string;
                            readonly events: readonly ("label.generated" | "label.updated")[];
                            /** Format: date-time */
                            readonly createdAt: string;
                        }[];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly deleteWebhooksId: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path: {
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            readonly id: string;
                            /** @constant */
                            readonly deleted: true;
                        };
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getWebhooksIdDeliveries: {
        readonly parameters: {
            readonly query?: {
                readonly limit?: string;
            };
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path: {
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: readonly {
                            readonly id: string;
                            readonly eventId: string;
                            /** @enum {string} */
                            readonly type: "label.generated" | "label.updated";
                            /** @enum {string} */
                            readonly status: "pending" | "delivered" | "failed";
                            readonly attempts: number;
                            readonly maxAttempts: number;
                            readonly lastStatusCode: number | null;
                            readonly lastError: string | null;
                            readonly nextAttemptAt: string | null;
                            /** Format: date-time */
                            readonly createdAt: string;
                            /** Format: date-time */
                            readonly updatedAt: string;
                            readonly attemptLog: readonly {
                                readonly attempt: number;
                                /** Format: date-time */
                                readonly at: string;
                                readonly statusCode: number | null;
                                readonly error: string | null;
                                readonly durationMs: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly postLabelRender: {
        readonly parameters: {
            readonly query: {
                readonly format: string;
                readonly scale?: number;
            };
            readonly header?: {
                /** @description The same key with the same body within 24 h replays the first answer (Idempotent-Replayed: true); with another body it is 409 (40901; api.md §5). */
                readonly "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody: {
            readonly content: {
                readonly "application/json": {
                    readonly recipe?: components["schemas"]["Recipe"];
                    readonly recipeId?: string;
                    readonly regulation?: string;
                    /** @description Your own keys (a SKU, a batch number): at most 20 keys of 1..40 characters, string values of at most 500 characters; returned unchanged as data.metadata and in webhook events. */
                    readonly metadata?: {
                        readonly [key: string]: string;
                    };
                    readonly options?: {
                        /** @enum {string} */
                        readonly population?: "general" | "children_1_3" | "infants_7_12m";
                        /** @enum {string} */
                        readonly language?: "en" | "es" | "en-es";
                        /** @enum {string} */
                        readonly columns?: "auto" | "single" | "dual";
                        /** @enum {string} */
                        readonly layout?: "vertical" | "tabular" | "linear" | "simplified";
                        readonly labelSurfaceSquareInches?: number;
                        readonly principalDisplaySurfaceCm2?: number;
                        readonly voluntary?: readonly ("energy_kcal" | "energy_kj" | "total_fat" | "saturated_fat" | "trans_fat" | "monounsaturated_fat" | "polyunsaturated_fat" | "cholesterol" | "sodium" | "salt" | "total_carbohydrate" | "dietary_fiber" | "soluble_fiber" | "insoluble_fiber" | "total_sugars" | "added_sugars" | "sugar_alcohols" | "protein" | "vitamin_d" | "calcium" | "iron" | "potassium" | "vitamin_a" | "vitamin_c" | "vitamin_e" | "vitamin_k" | "thiamin" | "riboflavin" | "niacin" | "vitamin_b6" | "folate" | "vitamin_b12" | "biotin" | "pantothenic_acid" | "phosphorus" | "magnesium" | "zinc" | "iodine" | "selenium" | "copper" | "manganese" | "chromium" | "molybdenum" | "chloride" | "choline" | "omega_6_fat" | "omega_3_fat" | "vitamin_a_re")[];
                        readonly prepared?: {
                            readonly ingredients: readonly {
                                readonly name: string;
                                readonly weightGrams?: number;
                                readonly nutrients?: {
                                    readonly energy_kcal?: number;
                                    readonly energy_kj?: number;
                                    readonly total_fat?: number;
                                    readonly saturated_fat?: number;
                                    readonly trans_fat?: number;
                                    readonly monounsaturated_fat?: number;
                                    readonly polyunsaturated_fat?: number;
                                    readonly cholesterol?: number;
                                    readonly sodium?: number;
                                    readonly salt?: number;
                                    readonly total_carbohydrate?: number;
                                    readonly dietary_fiber?: number;
                                    readonly soluble_fiber?: number;
                                    readonly insoluble_fiber?: number;
                                    readonly total_sugars?: number;
                                    readonly added_sugars?: number;
                                    readonly sugar_alcohols?: number;
                                    readonly protein?: number;
                                    readonly vitamin_d?: number;
                                    readonly calcium?: number;
                                    readonly iron?: number;
                                    readonly potassium?: number;
                                    readonly vitamin_a?: number;
                                    readonly vitamin_c?: number;
                                    readonly vitamin_e?: number;
                                    readonly vitamin_k?: number;
                                    readonly thiamin?: number;
                                    readonly riboflavin?: number;
                                    readonly niacin?: number;
                                    readonly vitamin_b6?: number;
                                    readonly folate?: number;
                                    readonly vitamin_b12?: number;
                                    readonly biotin?: number;
                                    readonly pantothenic_acid?: number;
                                    readonly phosphorus?: number;
                                    readonly magnesium?: number;
                                    readonly zinc?: number;
                                    readonly iodine?: number;
                                    readonly selenium?: number;
                                    readonly copper?: number;
                                    readonly manganese?: number;
                                    readonly chromium?: number;
                                    readonly molybdenum?: number;
                                    readonly chloride?: number;
                                    readonly choline?: number;
                                    readonly omega_6_fat?: number;
                                    readonly omega_3_fat?: number;
                                    readonly vitamin_a_re?: number;
                                };
                                readonly foodId?: string;
                                readonly amount?: number;
                                readonly unit?: string;
                                readonly allergens?: readonly string[];
                                readonly subRecipeId?: string;
                                readonly sugarsBased?: boolean;
                                /** @enum {string} */
                                readonly canadaClass?: "fruit_vegetable" | "milk" | "milk_ingredient" | "dairy" | "whole_egg" | "nut_seed" | "vegetable_marine_oil" | "fish" | "grain" | "legume";
                                readonly added?: readonly ("sugars" | "fats" | "sodium" | "sweeteners" | "caffeine")[];
                            }[];
                            readonly yieldFactor?: number;
                        };
                    };
                } & (unknown | unknown);
            };
        };
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    readonly "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "image/svg+xml": string;
                    readonly "text/html": string;
                    readonly "application/pdf": string;
                    readonly "image/png": string;
                };
            };
            /** @description 40001: the body or query fails validation (details name every field); 40002: the body is not parseable JSON; 40003: unknown regulation (the message lists the allowed values); 40004: unknown unit, or units of different dimensions with no density to bridge them; 40005: unknown format for export or render */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001 | 40002 | 40003 | 40004 | 40005;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 40901: Idempotency-Key reused with a different body */
            readonly 409: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40901;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 41501: POST without a JSON content type */
            readonly 415: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41501;
                    };
                };
            };
            /** @description 42201: valid shape but impossible content */
            readonly 422: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42201;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getKeys: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: readonly {
                            readonly id: string;
                            readonly prefix: string;
                            /** Format: date-time */
                            readonly createdAt: string;
                            readonly revokedAt: string | null;
                            /** @description the key of this request */
                            readonly current: boolean;
                        }[];
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly postKeys: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description The same key with the same body within 24 h replays the first answer (Idempotent-Replayed: true); with another body it is 409 (40901; api.md §5). */
                readonly "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: {
            readonly content: {
                readonly "application/json": Record<string, never>;
            };
        };
        readonly responses: {
            /** @description Created */
            readonly 201: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            readonly id: string;
                            readonly prefix: string;
                            /** Format: date-time */
                            readonly createdAt: string;
                            readonly revokedAt: string | null;
                            /** @description the key of this request */
                            readonly current: boolean;
                            readonly key: string;
                        };
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field); 40002: the body is not parseable JSON */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001 | 40002;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40901: Idempotency-Key reused with a different body */
            readonly 409: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40901;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 41501: POST without a JSON content type */
            readonly 415: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41501;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly deleteKeysId: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path: {
                readonly id: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        /** @constant */
                        readonly code: 0;
                        readonly data: {
                            readonly id: string;
                            /** @constant */
                            readonly revoked: true;
                        };
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40101: x-api-key header missing (operator routes: the bearer token); 40102: x-api-key unknown or revoked (operator routes: not the configured bearer token) */
            readonly 401: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40101 | 40102;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 41301: body over 1 MiB */
            readonly 413: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 41301;
                    };
                };
            };
            /** @description 42201: valid shape but impossible content */
            readonly 422: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42201;
                    };
                };
            };
            /** @description 42901: rate limit exceeded (Retry-After set) */
            readonly 429: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 42901;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
            /** @description 50301: a dependency is unavailable (Retry-After set) */
            readonly 503: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    readonly "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    readonly "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    readonly "Retry-After": components["headers"]["Retry-After"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50301;
                    };
                };
            };
        };
    };
    readonly getOpenapiJson: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": {
                        readonly openapi: string;
                        readonly info: Record<string, never>;
                        readonly paths: Record<string, never>;
                    };
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
        };
    };
    readonly getDocsScalarJs: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    readonly "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    readonly "Referrer-Policy": components["headers"]["Referrer-Policy"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/html": string;
                    readonly "text/javascript": string;
                    readonly "text/css": string;
                    readonly "image/svg+xml": string;
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
        };
    };
    readonly getDocs: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    readonly "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    readonly "Referrer-Policy": components["headers"]["Referrer-Policy"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/html": string;
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
        };
    };
    readonly getRoot: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path?: never;
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    readonly "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    readonly "Referrer-Policy": components["headers"]["Referrer-Policy"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/html": string;
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
        };
    };
    readonly getAppFile: {
        readonly parameters: {
            readonly query?: never;
            readonly header?: {
                /** @description Your id for this request, echoed in the answer when sane (1–128 of A–Z a–z 0–9 . _ : -); any other value is replaced by a new id, never refused. */
                readonly "x-request-id"?: components["parameters"]["x-request-id"];
            };
            readonly path: {
                readonly file: string;
            };
            readonly cookie?: never;
        };
        readonly requestBody?: never;
        readonly responses: {
            /** @description OK */
            readonly 200: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    readonly "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    readonly "Referrer-Policy": components["headers"]["Referrer-Policy"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "text/html": string;
                    readonly "text/javascript": string;
                    readonly "text/css": string;
                    readonly "image/svg+xml": string;
                };
            };
            /** @description 40001: the body or query fails validation (details name every field) */
            readonly 400: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40001;
                    };
                };
            };
            /** @description 40401: no such route, or no such resource for this account */
            readonly 404: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 40401;
                    };
                };
            };
            /** @description 50001: unexpected error (logged with the request id) */
            readonly 500: {
                headers: {
                    readonly "x-request-id": components["headers"]["x-request-id"];
                    readonly [name: string]: unknown;
                };
                content: {
                    readonly "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        readonly code?: 50001;
                    };
                };
            };
        };
    };
}
