## The notices: saves that could not be read, matches kept aside, links (crates/text/src/notices.rs)
## $dropped, at the end of a notice, is notice-saves-dropped: a sentence
## (with its leading space) or nothing.

# How many saves kept before were removed to make room for a new one
# ($count; nothing when none was).
notice-saves-dropped = { $count ->
    [0] {""}
    [1] {" "}ადგილის გასათავისუფლებლად წაიშალა ადრე შენახული ყველაზე ძველი თამაში.
   *[other] {" "}ადგილის გასათავისუფლებლად წაიშალა ადრე შენახული { $count } ყველაზე ძველი თამაში.
}
# A saved game could not be read and was kept aside: $why says what is
# wrong with it; $key is the name it is kept under in the browser's storage.
notice-save-unreadable = შენახული თამაშის წაკითხვა ვერ მოხერხდა ({ $why }), ამიტომ დაიწყო ახალი თამაში. ძველი ასლი ინახება ამ ბრაუზერის მეხსიერებაში სახელით „{ $key }“.{ $dropped }
# A saved game could not be read and there was no room to keep a copy: it
# stays under $key, and the new game is not saved over it.
notice-save-left-in-place = შენახული თამაშის წაკითხვა ვერ მოხერხდა ({ $why }), ბრაუზერის მეხსიერებაში კი მისი ასლისთვის ადგილი არ არის. ის დარჩა იქ, სადაც იყო, სახელით „{ $key }“, და ეს ახალი თამაში მის ნაცვლად არ შეინახება: ჩამოტვირთეთ ის ფაილად და შემდეგ აქ წაშალეთ, ან გაათავისუფლეთ ადგილი (საიტის მონაცემები ბრაუზერის პარამეტრებში).
# The address asked for another game than the saved one, kept under $key.
notice-save-replaced = მისამართმა ახალი თამაში მოითხოვა. თამაში, რომელსაც თამაშობდით, ინახება ამ ბრაუზერის მეხსიერებაში სახელით „{ $key }“.{ $dropped }
# The match replaced by "play on" or an import, kept aside.
notice-set-aside = მატჩი, რომელსაც უყურებდით, შენახულია: ხელახლა გასახსნელად იხილეთ „პარტიის ჩანაწერი“ → „შენახული მატჩები“.{ $dropped }
notice-set-aside-failed = მატჩი, რომელსაც უყურებდით, ვერ შეინახა: ბრაუზერის მეხსიერება სავსეა.
# A kept match in the record dialog: the score ($white, $black), the game
# it stands in, the turns played in it ($turns) and when it was saved
# ($saved, a date and time).
notice-kept-summary = თეთრები { $white } – შავები { $black } · პარტია { $game }, სვლა { $turns } · { $saved }
# A link whose position could not be opened: $why is what is wrong with it.
notice-bad-link = ბმულის პოზიციის გახსნა შეუძლებელია: { $why }. თქვენი თამაში გრძელდება.
# $link is the address copied.
notice-link-copied = ამ პოზიციის ბმული დაკოპირდა: { $link }
notice-record-link-copied = ამ პარტიის ჩანაწერის ბმული დაკოპირდა: { $link }
notice-record-downloaded = პარტიის ჩანაწერი ბმულისთვის ძალიან გრძელია: ის ჩამოიტვირთა ფაილად, რომ გაგზავნოთ.
# A link's game record cannot be read: $why is the record's error
# ("Line 7: …").
notice-bad-record-link = ბმულის პარტიის ჩანაწერის გახსნა შეუძლებელია: { $why }. თქვენი თამაში გრძელდება.
