-- Buyers see her release policy before they pay (issue 14, DESIGN §8a, decision 034): the public
-- card (GET /api/profiles*, the catalogue change feed, the device's replica) gains
-- "releasePolicy" ('instant' | 'approve_each_buyer'), after the slugs.
--
-- The copies in public_profile_json are rewritten here with the new card. Rewriting them fires no
-- trigger on profiles, so the change feed would not tell the devices that already hold a
-- replica: every public profile gets an 'upsert' change, which sends them the new card on their
-- next pull. A later change of her policy is an ordinary column change, which the feed trigger
-- already reports (release_policy is not one of its private columns).

CREATE OR REPLACE FUNCTION profile_card_json(p profiles) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT '{"id":' || p.id
    || ',"firstName":' || to_json(p.first_name)
    || ',"lastName":' || to_json(coalesce(left(btrim(p.last_name), 1), ''))
    || ',"age":' || p.age
    || ',"location":' || to_json(p.location)
    || ',"aboutMe":' || to_json(coalesce(p.about_me, ''))
    || ',"price":' || to_json(p.price::text)
    || ',"primaryPhoto":' || coalesce(to_json(media_url(CASE
         WHEN p.primary_photo <> '' AND array_position(p.inactive_photos, p.primary_photo) IS NULL THEN p.primary_photo
         ELSE (SELECT u.item FROM unnest(p.photos) WITH ORDINALITY AS u(item, n)
               WHERE array_position(p.inactive_photos, u.item) IS NULL ORDER BY u.n LIMIT 1)
       END))::text, 'null')
    || ',"photos":' || public_media_json(p.photos, p.inactive_photos)
    || ',"videos":' || public_media_json(p.videos, p.inactive_videos)
    || ',"occupation":' || coalesce(to_json(p.occupation)::text, 'null')
    || ',"personalityTags":' || array_to_json(p.personality_tags)
    || ',"contactMethods":{"whatsapp":' || coalesce('whatsapp' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'whatsapp') <> '', false)
    || ',"instagram":' || coalesce('instagram' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'instagram') <> '', false)
    || ',"email":' || coalesce('email' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'email') <> '', false)
    || ',"telegram":' || coalesce('telegram' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'telegram') <> '', false)
    || ',"facebook":' || coalesce('facebook' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'facebook') <> '', false)
    || ',"tiktok":' || coalesce('tiktok' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'tiktok') <> '', false)
    || ',"phone":' || coalesce('phone' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'phone') <> '', false)
    || '},"verified":' || p.verified
    || ',"isFeatured":' || p.is_featured
    || ',"createdAt":' || to_json(to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    || ',"slugEn":' || coalesce(to_json(p.slug_en)::text, 'null')
    || ',"slugEs":' || coalesce(to_json(p.slug_es)::text, 'null')
    || ',"slugIt":' || coalesce(to_json(p.slug_it)::text, 'null')
    || ',"slugDe":' || coalesce(to_json(p.slug_de)::text, 'null')
    || ',"slugNl":' || coalesce(to_json(p.slug_nl)::text, 'null')
    || ',"slugPt":' || coalesce(to_json(p.slug_pt)::text, 'null')
    || ',"releasePolicy":' || to_json(p.release_policy)
    || '}'
$$;

UPDATE public_profile_json j SET card = profile_card_json(p)
FROM profiles p
WHERE p.id = j.id AND j.card IS DISTINCT FROM profile_card_json(p);

INSERT INTO catalog_changes (profile_id, kind)
SELECT id, 'upsert' FROM profiles WHERE is_public ORDER BY id;
