-- A department is known by its key (contract/text.ts searchKey: lower-case, accent-free, without
-- invisible characters): 'Sueteres' beside 'Suéteres' would be two departments one address
-- cannot tell apart. The key is unique; the back office takes a lock before it checks a name.
-- The invisible characters below are those contract/text.ts visibleText takes out (zero-width,
-- bidi controls, soft hyphen, BOM, variation selectors, fillers).

-- Departments made before this rule whose keys collide once their invisible characters are out:
-- the oldest keeps its name, the later ones take their number after it ('Sueteres (15)'), for
-- the owner to rename or empty.
UPDATE department d SET name = c.name || ' (' || d.department_id || ')', name_key = c.name_key || ' (' || d.department_id || ')'
FROM (SELECT department_id,
             regexp_replace(name, '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]', '', 'g') AS name,
             regexp_replace(name_key, '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]', '', 'g') AS name_key
      FROM department) c
WHERE c.department_id = d.department_id AND EXISTS (
  SELECT 1 FROM department o WHERE o.department_id < d.department_id
    AND regexp_replace(o.name_key, '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]', '', 'g') = c.name_key);

-- The invisible characters leave the other names and keys.
UPDATE department SET
  name = regexp_replace(name, '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]', '', 'g'),
  name_key = regexp_replace(name_key, '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]', '', 'g')
WHERE name ~ '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]'
   OR name_key ~ '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]';

-- (department_name_key is the name column's own UNIQUE, from migration 001)
CREATE UNIQUE INDEX department_key_unique ON department (name_key);
