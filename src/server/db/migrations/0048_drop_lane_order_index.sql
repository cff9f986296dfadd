-- The lanes walk users_list_idx instead (schedule-lane-page.ts): a second index of every user in
-- name order, narrower, was chosen for the users list over its own and read table rows there.
DROP INDEX "users_lane_order_idx";
